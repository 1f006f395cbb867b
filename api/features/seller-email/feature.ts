/**
 * Emails to sellers, wired: the buyers' messages in the store, drafting (engine pair, daily quota) and
 * sending once per Idempotency-Key, the buyer's list and the dealer's leads. Builds on cars (the listing
 * written about); cars never imports it.
 */
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { DocumentStore } from '../../platform/storage/document-store';
import type { CarsStores } from '../cars/feature';
import { dealerLeadsRouter } from './dealer-leads-router';
import { SellerEmailRepository } from './seller-email-repository';
import { sellerEmailRouter } from './seller-email-router';
import { SellerEmailService } from './seller-email-service';

export interface SellerEmailStores {
  /** Buyers' emails to sellers (one per buyer, vehicle, dealer and language); the dealers' leads. */
  sellerEmails: SellerEmailRepository;
}

export async function openSellerEmailStores(
  store: DocumentStore,
  now: () => Date,
): Promise<FeatureStores<SellerEmailStores>> {
  return { stores: { sellerEmails: await SellerEmailRepository.open(store, now) } };
}

export interface SellerEmailDeps {
  services: SellerEmailStores &
    CarsStores &
    Pick<PlatformServices, 'mailQueue' | 'quotas' | 'stats' | 'idempotency' | 'rateLimiter'>;
  engines: AiEnginePair;
  logger: Logger;
  /** AI-written drafts per user and Croatian day. */
  emailsPerDay: number;
  teamEmail: string;
  publicUrl: string | undefined;
}

export function mountSellerEmail(
  api: Router,
  { services, engines, logger, emailsPerDay, teamEmail, publicUrl }: SellerEmailDeps,
): void {
  const service = new SellerEmailService({
    listings: services.listings,
    emails: services.sellerEmails,
    mailQueue: services.mailQueue,
    quotas: services.quotas,
    stats: services.stats,
    engines,
    emailsPerDay,
    teamEmail,
    logger,
  });
  api.use(sellerEmailRouter({ service, idempotency: services.idempotency, limiter: services.rateLimiter, publicUrl }));
  api.use('/dealer/leads', dealerLeadsRouter(service));
}
