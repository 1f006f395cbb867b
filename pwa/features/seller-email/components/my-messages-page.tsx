/**
 * /my-messages: the buyer's emails to sellers and what became of each (queued, sending, sent, failed with
 * the reason), the date and the car. Messages still in this device's outbox (written offline, waiting for
 * sign-in, refused) are listed with the server's; queued ones can be cancelled. Offline, the device's copy.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { carPath } from '@contract/car-id';
import type { SellerEmailStatus } from '@contract/seller-email';
import { useLiveQuery } from '../../../lib/db';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { cancelOutboxEntry, dismissOutboxEntry, getOutboxEntries } from '../../../lib/outbox/outbox';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useCurrentUser } from '../../auth';
import { problemFromBody, sellerEmailsQueryOptions } from '../api/seller-email-api';
import { ProblemText } from './problem-text';
import * as styles from './my-messages.css';

interface Row {
  key: string;
  /** Set for messages still in this device's outbox. */
  outboxId?: string;
  status: SellerEmailStatus;
  subject: string;
  carName: string;
  carPath: string | null;
  language: string;
  writtenAt: string;
  sentAt: string | null;
  needsSignIn: boolean;
  failure: { code?: string; message?: string } | null;
}

const BADGE: Record<SellerEmailStatus, 'neutral' | 'primary' | 'success' | 'danger'> = {
  queued: 'neutral',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};

export default function MyMessagesPage() {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const online = useOnlineStatus();
  const user = useCurrentUser();
  const server = useQuery({
    ...sellerEmailsQueryOptions(),
    enabled: online,
    retry: false,
    // While the server is still delivering one, look again now and then.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'queued' || item.status === 'sending') ? 3000 : false,
  });
  const readOutbox = useCallback(
    async () => (await getOutboxEntries('sellerEmail')).filter((entry) => entry.userId === user.data?.id),
    [user.data?.id],
  );
  const outbox = useLiveQuery(readOutbox);
  const serverKnown = Boolean(server.data);

  const rows: Row[] = [
    // What the server has is the truth for sent messages; the device adds what has not reached it.
    ...(outbox ?? [])
      .filter((entry) => !serverKnown || entry.status !== 'sent')
      .map((entry): Row => ({
        key: entry.id,
        outboxId: entry.id,
        status: entry.status,
        subject: entry.summary.subject,
        carName: entry.summary.carName ?? '',
        carPath: null,
        language: entry.summary.language ?? '',
        writtenAt: new Date(entry.createdAt).toISOString(),
        sentAt: entry.sentAt ? new Date(entry.sentAt).toISOString() : null,
        needsSignIn: entry.needsSignIn,
        failure: entry.status === 'failed' ? { code: entry.failureCode, message: entry.failureMessage } : null,
      })),
    ...(server.data?.items ?? []).map((item): Row => ({
      key: item.id,
      status: item.status,
      subject: item.subject,
      carName: `${item.car.brand} ${item.car.model} (${item.car.year})`,
      carPath: carPath(item.car),
      language: item.language,
      writtenAt: item.createdAt,
      sentAt: item.sentAt,
      needsSignIn: false,
      failure: item.status === 'failed' ? { message: item.failureReason ?? undefined } : null,
    })),
  ].sort((a, b) => b.writtenAt.localeCompare(a.writtenAt));

  const loading = outbox === undefined || (online && server.isPending);

  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.intro}>{t('page.intro')}</p>
      </header>
      {!online && <p className={styles.offline}>{t('page.offline')}</p>}
      {online && server.isError && (
        <StatusMessage
          tone="error"
          title={t('page.loadError')}
          action={
            <Button variant="secondary" onPress={() => void server.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      )}
      {loading ? (
        <Spinner label={t('page.loading')} showLabel size={32} />
      ) : rows.length === 0 ? (
        <StatusMessage
          title={t('page.empty')}
          action={
            <Link to={localize('/')} className={buttonClassName({ variant: 'primary' })}>
              {t('page.emptyHint')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('page.title')}>
          {rows.map((row) => (
            <li key={row.key} className={styles.item}>
              <div className={styles.itemHeader}>
                <Badge variant={BADGE[row.status]}>{t(`page.status.${row.status}`)}</Badge>
                <span className={styles.meta}>
                  {row.sentAt
                    ? t('page.sentAt', { date: formatDate(row.sentAt, language) })
                    : t('page.written', { date: formatDate(row.writtenAt, language) })}
                </span>
              </div>
              <h2 className={styles.subject}>{row.subject}</h2>
              <p className={styles.meta}>
                {row.carPath ? <Link to={localize(row.carPath)}>{row.carName}</Link> : row.carName}
                {row.language && (row.language === 'en' || row.language === 'hr' || row.language === 'de')
                  ? ` · ${t('page.language', { language: t(`dialog.languages.${row.language}`) })}`
                  : ''}
              </p>
              {row.status === 'queued' && (
                <p className={styles.hint}>{row.needsSignIn ? t('page.signInHint') : t('page.queuedHint')}</p>
              )}
              {row.failure && (
                <p className={styles.failure}>
                  {t('page.failedReason', { reason: '' })}
                  {row.failure.code ? (
                    <ProblemText
                      problem={problemFromBody({ errorType: row.failure.code, message: row.failure.message }, 'en')}
                    />
                  ) : (
                    row.failure.message
                  )}
                </p>
              )}
              {row.outboxId && (row.status === 'queued' || row.status === 'failed') && (
                <div className={styles.actions}>
                  {row.status === 'queued' ? (
                    <Button variant="secondary" size="small" onPress={() => void cancelOutboxEntry(row.outboxId!)}>
                      {t('page.cancel')}
                    </Button>
                  ) : (
                    <Button variant="ghost" size="small" onPress={() => void dismissOutboxEntry(row.outboxId!)}>
                      {t('page.dismiss')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
