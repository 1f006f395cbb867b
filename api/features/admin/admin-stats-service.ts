/**
 * The admin's Statistics tab: day series read from the atomic per-day counters (a few small documents per
 * metric and day), the stock of listings and users from indexed counts. `countMarketplaceEvents` wires the
 * counters to where events happen (new listings, AI answers, emails); searches and registrations are counted
 * by `countOnSuccess` (api/platform/stats) on their routes.
 */
import { AI_USES, SEARCH_KINDS, STATS_DAYS, type AdminStats, type AiUse } from '@contract/admin-stats';
import type { Logger } from 'pino';
import type { AiEnginePair } from '../../platform/ai/engine-pair';
import type { ListingRepository } from '../cars/listing-repository';
import type { MailQueue } from '../../platform/mail/mail-queue';
import type { UserRepository } from '../users/user-repository';
import { lastDays, SITE, type DailyCounters } from '../../platform/stats/daily-counters';
import { METRICS } from '../../platform/stats/metrics';

/** The emails the tab calls contact emails: buyers to sellers, and the contact form to the team. */
export const CONTACT_MAIL_KINDS = ['seller-email', 'contact'];
const AI_TASK_USES: Record<string, AiUse> = {
  search_filters: 'search',
  car_analysis: 'analysis',
  seller_email: 'email',
};

export interface StatsDeps {
  stats: DailyCounters;
  listings: ListingRepository;
  users: UserRepository;
  mailQueue: MailQueue;
  now: () => Date;
}

export class AdminStatsService {
  constructor(private readonly deps: StatsDeps) {}

  async read(): Promise<AdminStats> {
    const { stats, listings, users, mailQueue, now } = this.deps;
    const days = lastDays(STATS_DAYS, now());
    const site = async (metric: string) => (await stats.series(metric, [SITE], days)).get(SITE)!;
    const bySubject = async <K extends string>(metric: string, subjects: readonly K[]) => {
      const found = await stats.series(metric, [...subjects], days);
      return Object.fromEntries(subjects.map((subject) => [subject, found.get(subject)!])) as Record<K, number[]>;
    };
    const sumOf = (rows: number[][]) => days.map((_, index) => rows.reduce((sum, row) => sum + (row[index] ?? 0), 0));
    const [stock, newPerDay, byRole, registrationsPerDay, searches, aiUse, aiFallbacks, queued, sent, waiting, errors] =
      await Promise.all([
        listings.stockFigures(),
        site(METRICS.listingCreated),
        users.countByType(),
        site(METRICS.userRegistered),
        bySubject(METRICS.search, SEARCH_KINDS),
        bySubject(METRICS.aiUse, AI_USES),
        bySubject(METRICS.aiFallback, AI_USES),
        bySubject(METRICS.mailQueued, CONTACT_MAIL_KINDS),
        bySubject(METRICS.mailSent, CONTACT_MAIL_KINDS),
        mailQueue.waiting(CONTACT_MAIL_KINDS),
        site(METRICS.errorReported),
      ]);
    return {
      days,
      generatedAt: now().toISOString(),
      listings: {
        byStatus: stock.byStatus,
        byCountry: stock.byCountry,
        byBrand: stock.byBrand.slice(0, 15),
        newPerDay,
      },
      users: { byRole, registrationsPerDay },
      searches: { perDay: searches },
      ai: { perDay: aiUse, fallbacksPerDay: sumOf(Object.values(aiFallbacks)) },
      contactEmails: { queuedPerDay: sumOf(Object.values(queued)), sentPerDay: sumOf(Object.values(sent)), waiting },
      errors: { perDay: errors },
    };
  }
}

/** Counts events nobody waits on in the background (DailyCounters.add: written within a second, together). */
function counting(stats: DailyCounters) {
  return (metric: string, subject: string, by = 1) => stats.add(metric, subject, by);
}

/** Counts new listings, AI answers (and fallbacks) and queued and delivered emails as they happen. */
export function countMarketplaceEvents(deps: {
  stats: DailyCounters;
  listings: ListingRepository;
  mailQueue: MailQueue;
  ai: AiEnginePair;
  logger: Logger;
}): void {
  const count = counting(deps.stats);
  deps.listings.onInserted((created) => count(METRICS.listingCreated, SITE, created));
  deps.ai.onAnswer((task, answer) => {
    const use = AI_TASK_USES[task];
    if (!use) return;
    count(METRICS.aiUse, use);
    if (answer.fallbackReason) count(METRICS.aiFallback, use);
  });
  deps.mailQueue.onMailEvent((event, kind) => count(event === 'queued' ? METRICS.mailQueued : METRICS.mailSent, kind));
}
