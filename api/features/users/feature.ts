/** The users feature's wiring: the accounts in the store and GET /api/user (with today's search counts). */
import type { Router } from 'express';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { QuotaLimits } from '../../platform/quotas/quotas';
import type { DocumentStore } from '../../platform/storage/document-store';
import { DocumentUserRepository } from './document-user-repository';
import type { UserRepository } from './user-repository';
import { usersRouter } from './users-router';

export interface UsersStores {
  users: UserRepository;
}

export async function openUsersStores(store: DocumentStore, now: () => Date): Promise<FeatureStores<UsersStores>> {
  return { stores: { users: await DocumentUserRepository.open(store, now) } };
}

export function mountUsers(
  api: Router,
  services: Pick<PlatformServices, 'quotas'>,
  searchLimits: Pick<QuotaLimits, 'ai' | 'voice'>,
): void {
  api.use('/user', usersRouter(services.quotas, searchLimits));
}
