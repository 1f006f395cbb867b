/** The job that delivers the mail queue: on an interval, and at once when an email is queued. */
import type { Logger } from 'pino';
import type { JobDefinition, Scheduler } from '../jobs/scheduler';
import type { MailQueue } from './mail-queue';
import type { Mailer } from './mailer';

export const MAIL_DELIVERY_JOB = 'mail-delivery';
/** Retries fall due on this rhythm at the latest (new mail does not wait for it). */
const INTERVAL_MS = 15_000;

export function scheduleMailDelivery(scheduler: Scheduler, queue: MailQueue, mailer: Mailer, logger: Logger): void {
  const job: JobDefinition = {
    name: MAIL_DELIVERY_JOB,
    intervalMs: INTERVAL_MS,
    // Short, so that after a crash the next process takes delivery over within seconds.
    leaseMs: 15_000,
    async run({ signal }) {
      const report = await queue.deliverDue(mailer, signal);
      if (report.retrying > 0 || report.failed > 0)
        logger.warn({ ...report, mailer: mailer.kind }, 'some emails could not be delivered');
      else if (report.sent > 0) logger.debug({ ...report, mailer: mailer.kind }, 'emails delivered');
    },
  };
  scheduler.add(job);
  queue.onEnqueued(() => {
    scheduler.runNow(MAIL_DELIVERY_JOB).catch((error: unknown) => logger.error({ err: error }, 'mail delivery failed'));
  });
}
