import type { ErrorGroupSummary } from '@contract/admin-error-logs';
import { DEFAULT_CLEANUP_DAYS } from '@contract/admin-error-logs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useLanguage } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { Switch } from '../../../ui/switch';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import {
  DEFAULT_ERROR_LOG_FILTER,
  errorLogListOptions,
  useCleanup,
  useErrorLogList,
  useResolveAll,
  useResolveGroup,
  type ErrorLogFilter,
} from '../api/error-logs';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorDemo } from './error-demo';
import { ErrorGroupDialog } from './error-group-dialog';
import { formatMoment } from './format-moment';
import * as styles from './admin.css';
import { errorTypeLabel } from './error-type-label';

const PERIODS = ['24h', '7d', '30d', 'all'] as const;
type View = 'list' | 'table';

/** Error Logs tab: filters, list or table of error groups, paging, details, resolve/reopen, Resolve All, clean-up, demo. */
export function ErrorLogsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filter, setFilter] = useState<ErrorLogFilter>(DEFAULT_ERROR_LOG_FILTER);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>('list');
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'resolveAll' | 'cleanup' | null>(null);
  const [cleanupDays, setCleanupDays] = useState(String(DEFAULT_CLEANUP_DAYS));
  const { data, isError, isPending, isFetching, refetch } = useErrorLogList(filter, page);
  // Resolve All states how many it will resolve: the unresolved ones among what the filter shows.
  const toResolve = useQuery({
    ...errorLogListOptions({ ...filter, status: 'unresolved' }, 1),
    enabled: confirming === 'resolveAll',
  });
  const resolveGroup = useResolveGroup();
  const resolveAll = useResolveAll();
  const cleanup = useCleanup();

  const change = (changes: Partial<ErrorLogFilter>) => {
    setFilter((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const failed = () => toast({ variant: 'destructive', title: t('errors.actionFailed') });
  const toggleStatus = (group: ErrorGroupSummary) => {
    const action = group.status === 'resolved' ? 'reopen' : 'resolve';
    resolveGroup.mutate(
      { id: group.id, action },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: action === 'resolve' ? t('errors.resolvedToast') : t('errors.reopenedToast'),
          }),
        onError: failed,
      },
    );
  };
  const days = Number(cleanupDays);
  const daysValid = Number.isInteger(days) && days >= 1 && days <= 3650;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const unresolvedShown =
    filter.status !== 'resolved' && (data?.items.some((group) => group.status === 'unresolved') ?? false);

  const statusBadges = (group: ErrorGroupSummary) => (
    <>
      <Badge variant={group.status === 'resolved' ? 'success' : 'danger'}>
        {group.status === 'resolved' ? t('errors.resolved') : t('errors.unresolved')}
      </Badge>
      {group.regression && group.status === 'unresolved' && <Badge variant="accent">{t('errors.regression')}</Badge>}
      <Badge variant="neutral">{group.source === 'server' ? t('errors.server') : t('errors.client')}</Badge>
    </>
  );
  const rowActions = (group: ErrorGroupSummary) => (
    <div className={styles.actions}>
      <Button
        size="small"
        variant="secondary"
        onPress={() => setOpenId(group.id)}
        aria-label={`${t('errors.details')}: ${errorTypeLabel(group.errorType, t)}`}
      >
        {t('errors.details')}
      </Button>
      <Button
        size="small"
        variant="ghost"
        onPress={() => toggleStatus(group)}
        isPending={resolveGroup.isPending && resolveGroup.variables?.id === group.id}
        aria-label={`${group.status === 'resolved' ? t('errors.reopen') : t('errors.resolve')}: ${errorTypeLabel(group.errorType, t)}`}
      >
        {group.status === 'resolved' ? t('errors.reopen') : t('errors.resolve')}
      </Button>
    </div>
  );

  return (
    <div className={styles.section}>
      <Card>
        <h2 className={styles.subheading}>{t('errors.filters')}</h2>
        <div className={styles.toolbar}>
          <TextField
            label={t('errors.search')}
            placeholder={t('errors.searchPlaceholder')}
            value={filter.q}
            onChange={(q) => change({ q })}
          />
          <TextField
            label={t('errors.type')}
            value={filter.errorType}
            onChange={(errorType) => change({ errorType })}
          />
          <TextField
            label={t('errors.component')}
            value={filter.component}
            onChange={(component) => change({ component })}
          />
          <Select
            label={t('errors.period')}
            options={PERIODS.map((id) => ({ id, label: t(`errors.periods.${id}`) }))}
            selectedKey={filter.period}
            onSelectionChange={(key) => change({ period: key as ErrorLogFilter['period'] })}
          />
          <Switch
            isSelected={filter.status === 'unresolved'}
            onChange={(on) => change({ status: on ? 'unresolved' : 'all' })}
          >
            {t('errors.unresolvedOnly')}
          </Switch>
        </div>
      </Card>

      <div className={styles.row}>
        <p aria-live="polite">
          {data ? t('errors.count', { count: data.total }) : ''}{' '}
          {isFetching && !isPending ? <Spinner size={16} label={t('errors.loading')} /> : null}
        </p>
        <div className={styles.actions}>
          <ToggleButtonGroup
            aria-label={t('errors.view')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[view]}
            onSelectionChange={(keys) => setView([...keys][0] as View)}
            className={styles.viewGroup}
          >
            <ToggleButton id="list" className={styles.viewButton}>
              {t('errors.listView')}
            </ToggleButton>
            <ToggleButton id="table" className={styles.viewButton}>
              {t('errors.tableView')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button variant="primary" onPress={() => setConfirming('resolveAll')} isDisabled={!unresolvedShown}>
            {t('errors.resolveAll')}
          </Button>
          <Button variant="secondary" onPress={() => setConfirming('cleanup')}>
            {t('errors.cleanup')}
          </Button>
        </div>
      </div>

      {isError && !data ? (
        <StatusMessage
          tone="error"
          title={t('errors.loadFailed')}
          action={<Button onPress={() => void refetch()}>{t('errors.retry')}</Button>}
        />
      ) : isPending ? (
        <Spinner label={t('errors.loading')} showLabel />
      ) : data.items.length === 0 ? (
        <StatusMessage title={filter.status === 'unresolved' ? t('errors.emptyUnresolved') : t('errors.empty')} />
      ) : view === 'list' ? (
        <ul className={styles.list} aria-label={t('tabs.errors')}>
          {data.items.map((group) => (
            <li key={group.id}>
              <Card className={styles.groupCard}>
                <div className={styles.groupHead}>
                  <span className={styles.groupType}>{errorTypeLabel(group.errorType, t)}</span>
                  {statusBadges(group)}
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
                {rowActions(group)}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
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
              {data.items.map((group) => (
                <tr key={group.id}>
                  <td className={styles.td}>{errorTypeLabel(group.errorType, t)}</td>
                  <td className={styles.messageCell}>{group.message}</td>
                  <td className={styles.td}>{group.component ?? '—'}</td>
                  <td className={styles.td}>
                    <div className={styles.groupHead}>{statusBadges(group)}</div>
                  </td>
                  <td className={styles.numberCell}>{group.count}</td>
                  <td className={styles.numberCell}>{group.affectedUsers}</td>
                  <td className={styles.td}>{formatMoment(group.lastSeen, language)}</td>
                  <td className={styles.td}>{rowActions(group)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && pages > 1 && (
        <nav className={styles.pager} aria-label={t('errors.page', { page, pages })}>
          <Button variant="secondary" size="small" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
            {t('errors.previous')}
          </Button>
          <span>{t('errors.page', { page, pages })}</span>
          <Button variant="secondary" size="small" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
            {t('errors.next')}
          </Button>
        </nav>
      )}

      <ErrorDemo onReported={() => void refetch()} />

      <ErrorGroupDialog
        id={openId}
        onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
        onToggleStatus={toggleStatus}
        isPending={resolveGroup.isPending}
      />

      <ConfirmDialog
        isOpen={confirming === 'resolveAll'}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={t('errors.resolveAllTitle')}
        confirmLabel={t('errors.resolveAll')}
        isPending={resolveAll.isPending || !toResolve.data}
        onConfirm={() =>
          resolveAll.mutate(filter, {
            onSuccess: ({ count }) => {
              setConfirming(null);
              setPage(1);
              toast({ variant: 'success', title: t('errors.resolveAllDone', { count }) });
            },
            onError: failed,
          })
        }
      >
        {toResolve.data ? (
          <p>{t('errors.resolveAllText', { count: toResolve.data.total })}</p>
        ) : (
          <Spinner label={t('errors.loading')} showLabel />
        )}
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={confirming === 'cleanup'}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={t('errors.cleanupTitle')}
        confirmLabel={t('errors.delete')}
        destructive
        isPending={cleanup.isPending}
        onConfirm={() => {
          if (!daysValid) return;
          cleanup.mutate(days, {
            onSuccess: ({ count }) => {
              setConfirming(null);
              toast({ variant: 'success', title: t('errors.cleanupDone', { count }) });
            },
            onError: failed,
          });
        }}
      >
        <p>{t('errors.cleanupText')}</p>
        <TextField
          label={t('errors.cleanupDays')}
          inputMode="numeric"
          value={cleanupDays}
          onChange={setCleanupDays}
          errorMessage={daysValid ? undefined : '1–3650'}
        />
      </ConfirmDialog>
    </div>
  );
}
