import type { ErrorGroupSummary } from '@contract/admin-error-logs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useErrorGroup } from '../api/error-logs';
import { formatMoment } from './format-moment';
import * as styles from './admin.css';
import { errorTypeLabel } from './error-type-label';

/** One error group: its stack, and its latest occurrences with route, user agent, user and request data. */
export function ErrorGroupDialog({
  id,
  onOpenChange,
  onToggleStatus,
  isPending,
}: {
  id: string | null;
  onOpenChange: (isOpen: boolean) => void;
  onToggleStatus: (group: ErrorGroupSummary) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data: group, isError, refetch } = useErrorGroup(id);
  return (
    <Dialog
      isOpen={id !== null}
      onOpenChange={onOpenChange}
      size="large"
      title={group ? `${errorTypeLabel(group.errorType, t)}: ${group.message.slice(0, 120)}` : t('errors.details')}
      footer={
        group && (
          <Button
            variant={group.status === 'resolved' ? 'secondary' : 'primary'}
            onPress={() => onToggleStatus(group)}
            isPending={isPending}
          >
            {group.status === 'resolved' ? t('errors.reopen') : t('errors.resolve')}
          </Button>
        )
      }
    >
      {isError ? (
        <StatusMessage
          tone="error"
          title={t('errors.loadFailed')}
          action={<Button onPress={() => void refetch()}>{t('errors.retry')}</Button>}
        />
      ) : !group ? (
        <Spinner label={t('errors.loading')} showLabel />
      ) : (
        <div>
          <dl className={styles.dl}>
            <dt className={styles.dt}>{t('errors.status')}</dt>
            <dd className={styles.dd}>
              {group.status === 'resolved' ? t('errors.resolved') : t('errors.unresolved')}
              {group.regression ? ` · ${t('errors.regression')}` : ''}
            </dd>
            <dt className={styles.dt}>{t('errors.component')}</dt>
            <dd className={styles.dd}>{group.component ?? '—'}</dd>
            <dt className={styles.dt}>{t('errors.firstSeen')}</dt>
            <dd className={styles.dd}>{formatMoment(group.firstSeen, language)}</dd>
            <dt className={styles.dt}>{t('errors.lastSeen')}</dt>
            <dd className={styles.dd}>{formatMoment(group.lastSeen, language)}</dd>
            <dt className={styles.dt}>{t('errors.message')}</dt>
            <dd className={styles.dd}>
              {group.message} ({t('errors.occurrences', { count: group.count })},{' '}
              {t('errors.users', { count: group.affectedUsers })})
            </dd>
          </dl>
          <h3 className={styles.subheading}>{t('errors.stack')}</h3>
          {group.stack ? (
            <pre className={styles.pre}>{group.stack}</pre>
          ) : (
            <p className={styles.muted}>{t('errors.noStack')}</p>
          )}
          <h3 className={styles.subheading}>{t('errors.latestOccurrences')}</h3>
          <ol className={styles.list}>
            {group.occurrences.map((occurrence) => (
              <li key={occurrence.id} className={styles.groupCard}>
                <dl className={styles.dl}>
                  <dt className={styles.dt}>{t('errors.date')}</dt>
                  <dd className={styles.dd}>{formatMoment(occurrence.date, language)}</dd>
                  <dt className={styles.dt}>{t('errors.route')}</dt>
                  <dd className={styles.dd}>{occurrence.route ?? '—'}</dd>
                  <dt className={styles.dt}>{t('errors.user')}</dt>
                  <dd className={styles.dd}>{occurrence.username ?? occurrence.userId ?? t('errors.anonymous')}</dd>
                  <dt className={styles.dt}>{t('errors.userAgent')}</dt>
                  <dd className={styles.dd}>{occurrence.userAgent ?? '—'}</dd>
                  {occurrence.requestId && (
                    <>
                      <dt className={styles.dt}>{t('errors.requestId')}</dt>
                      <dd className={styles.dd}>{occurrence.requestId}</dd>
                    </>
                  )}
                </dl>
                {occurrence.requestData && (
                  <details>
                    <summary>{t('errors.requestData')}</summary>
                    <pre className={styles.pre}>{JSON.stringify(occurrence.requestData, null, 2)}</pre>
                  </details>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Dialog>
  );
}
