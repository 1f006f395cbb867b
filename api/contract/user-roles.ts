/**
 * Who may do what, and the avatar letter: the zod-free part of the accounts contract, so the PWA's app
 * frame (the header on the home page) can use it without loading zod. `auth.ts` re-exports all of it.
 */
export const USER_TYPES = ['user', 'dealer', 'premium_dealer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Who may use the dealer dashboard and the dealer API. */
export const DEALER_AREA_USER_TYPES = ['dealer', 'premium_dealer', 'admin'] as const satisfies readonly UserType[];
/** Who may use the admin panel and the admin API. */
export const ADMIN_AREA_USER_TYPES = ['admin'] as const satisfies readonly UserType[];

export function canUseDealerArea(userType: UserType): boolean {
  return (DEALER_AREA_USER_TYPES as readonly UserType[]).includes(userType);
}

export function canUseAdminArea(userType: UserType): boolean {
  return (ADMIN_AREA_USER_TYPES as readonly UserType[]).includes(userType);
}

/** The letter shown in the avatar: first letter of firstName, else of username, else U. */
export function avatarLetter(user: { firstName: string | null; username: string } | null | undefined): string {
  const source = user?.firstName?.trim() || user?.username?.trim() || 'U';
  return [...source][0]!.toLocaleUpperCase();
}
