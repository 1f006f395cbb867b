import type { PublicUser } from '@contract/auth';

/** How the interface names a person (the header, "Welcome back, {name}!"): first name, else username. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
