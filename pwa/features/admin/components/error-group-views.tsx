import type { ErrorGroupSummary } from '@contract/admin-error-logs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { errorTypeLabel } from './error-type-label';
import { formatMoment } from './format-moment';
import * as styles from './admin.css';

export interface ErrorGroupViewProps {
  groups: ErrorGroupSummary[];
  onDetails: (group: ErrorGroupSummary) => void;
  onToggleStatus: (group: ErrorGroupSummary) => void;
  /** The group whose resolve or reopen is on its way. */
  pendingId: string | undefined;
}

function StatusBadges({ group }: { group: ErrorGroupSummary }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Badge variant={group.status === 'resolved' ? 'success' : 'danger'}>
        {group.status === 'resolved' ? t('errors.resolved') : t('errors.unresolved')}
      </Badge>
      {group.regression && group.status === 'unresolved' && <Badge variant="accent">{t('errors.regression')}</Badge>}
      <Badge variant="neutral">{group.source === 'server' ? t('errors.server') : t('errors.client')}</Badge>
    </>
  );
}

function RowActions({
  group,
  onDetails,
  onToggleStatus,
  pendingId,
}: { group: ErrorGroupSummary } & Omit<ErrorGroupViewProps, 'groups'>) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        variant="secondary"
        onPress={() => onDetails(group)}
        aria-label={`${t('errors.details')}: ${errorTypeLabel(group.errorType, t)}`}
      >
        {t('errors.details')}
      </Button>
      <Button
        size="small"
        variant="ghost"
        onPress={() => onToggleStatus(group)}
        isPending={pendingId === group.id}
        aria-label={`${group.status === 'resolved' ? t('errors.reopen') : t('errors.resolve')}: ${errorTypeLabel(group.errorType, t)}`}
      >
        {group.status === 'resolved' ? t('errors.reopen') : t('errors.resolve')}
      </Button>
    </div>
  );
}

/** The error groups as cards (phones and the default). */
export function ErrorGroupList({ groups, ...actions }: ErrorGroupViewProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ul className={styles.list} aria-label={t('tabs.errors')}>
      {groups.map((group) => (
        <li key={group.id}>
          <Card className={styles.groupCard}>
            <div className={styles.groupHead}>
              <span className={styles.groupType}>{errorTypeLabel(group.errorType, t)}</span>
              <StatusBadges group={group} />
            </div>
            <p className={styles.groupMessage}>{group.message}</p>
            <p className={styles.meta}>
              {group.component && <span>{group.component}</span>}
              <span>{t('errors.occurrences', { count: group.count })}</span>
              <span>{t('errors.users', { count: group.affectedUsers })}</span>
              <span>
                {t('errors.firstSeen')}: {formatMoment(group.firstSeen, language)}
              </span>
              <span>
                {t('errors.lastSeen')}: {formatMoment(group.lastSeen, language)}
              </span>
            </p>
            <RowActions group={group} {...actions} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The error groups as a table (desktops). */
export function ErrorGroupTable({ groups, ...actions }: ErrorGroupViewProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.th}>{t('errors.type')}</th>
            <th className={styles.th}>{t('errors.message')}</th>
            <th className={styles.th}>{t('errors.component')}</th>
            <th className={styles.th}>{t('errors.status')}</th>
            <th className={styles.th}>#</th>
            <th className={styles.th}>{t('errors.user')}</th>
            <th className={styles.th}>{t('errors.lastSeen')}</th>
            <th className={styles.th}>
              <span className={styles.muted}>{t('errors.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id}>
              <td className={styles.td}>{errorTypeLabel(group.errorType, t)}</td>
              <td className={styles.messageCell}>{group.message}</td>
              <td className={styles.td}>{group.component ?? '—'}</td>
              <td className={styles.td}>
                <div className={styles.groupHead}>
                  <StatusBadges group={group} />
                </div>
              </td>
              <td className={styles.numberCell}>{group.count}</td>
              <td className={styles.numberCell}>{group.affectedUsers}</td>
              <td className={styles.td}>{formatMoment(group.lastSeen, language)}</td>
              <td className={styles.td}>
                <RowActions group={group} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
