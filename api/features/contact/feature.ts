/** The contact page, wired: its messages in the store, POST /api/contact (rate-limited, replayable) and the business hours. */
import type { SiteInfo } from '@contract/site-info';
import type { Router } from 'express';
import type { FeatureStores, PlatformServices } from '../../platform/platform-services';
import type { DocumentStore } from '../../platform/storage/document-store';
import { ContactMessageRepository } from './contact-message-repository';
import { contactRouter, siteInfoRouter } from './contact-router';
import { ContactService } from './contact-service';

export interface ContactStores {
  contactMessages: ContactMessageRepository;
}

export async function openContactStores(store: DocumentStore, now: () => Date): Promise<FeatureStores<ContactStores>> {
  return { stores: { contactMessages: await ContactMessageRepository.open(store, now) } };
}

export interface ContactDeps {
  services: ContactStores & Pick<PlatformServices, 'mailQueue' | 'rateLimiter' | 'idempotency'>;
  teamEmail: string;
  businessHours: SiteInfo['businessHours'] | undefined;
}

export function mountContact(api: Router, { services, teamEmail, businessHours }: ContactDeps): void {
  api.use('/site-info', siteInfoRouter(businessHours));
  api.use(
    '/contact',
    contactRouter({
      contact: new ContactService({ messages: services.contactMessages, mailQueue: services.mailQueue, teamEmail }),
      limiter: services.rateLimiter,
      idempotency: services.idempotency,
    }),
  );
}
