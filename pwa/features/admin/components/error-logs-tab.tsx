import type { ErrorGroupSummary } from '@contract/admin-error-logs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { toast } from '../../../ui/toast/toast-store';
import { DEFAULT_ERROR_LOG_FILTER, useErrorLogList, useResolveGroup, type ErrorLogFilter } from '../api/error-logs';
import { ErrorDemo } from './error-demo';
import { ErrorGroupDialog } from './error-group-dialog';
import { CleanupDialog, ResolveAllDialog } from './error-log-confirmations';
import { ErrorGroupList, ErrorGroupTable } from './error-group-views';
import { ErrorLogFilters } from './error-log-filters';
import * as styles from './admin.css';

type View = 'list' | 'table';

/** Error Logs tab: filters, list or table of error groups, paging, details, resolve/reopen, Resolve All, clean-up, demo. */
export function ErrorLogsTab() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<ErrorLogFilter>(DEFAULT_ERROR_LOG_FILTER);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>('list');
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'resolveAll' | 'cleanup' | null>(null);
  const { data, isError, isPending, isFetching, refetch } = useErrorLogList(filter, page);
  const resolveGroup = useResolveGroup();

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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const unresolvedShown =
    filter.status !== 'resolved' && (data?.items.some((group) => group.status === 'unresolved') ?? false);

  const groupActions = {
    onDetails: (group: ErrorGroupSummary) => setOpenId(group.id),
    onToggleStatus: toggleStatus,
    pendingId: resolveGroup.isPending ? resolveGroup.variables?.id : undefined,
  };

  return (
    <div className={styles.section}>
      <ErrorLogFilters filter={filter} change={change} />

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
        <ErrorGroupList groups={data.items} {...groupActions} />
      ) : (
        <ErrorGroupTable groups={data.items} {...groupActions} />
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

      <ResolveAllDialog
        isOpen={confirming === 'resolveAll'}
        filter={filter}
        onClose={() => setConfirming(null)}
        onResolved={() => setPage(1)}
      />
      <CleanupDialog isOpen={confirming === 'cleanup'} onClose={() => setConfirming(null)} />
    </div>
  );
}
