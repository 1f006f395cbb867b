import { DEFAULT_CLEANUP_DAYS } from '@contract/admin-error-logs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { errorLogListOptions, useCleanup, useResolveAll, type ErrorLogFilter } from '../api/error-logs';
import { ConfirmDialog } from './confirm-dialog';

/** Resolve All, saying first how many it will resolve: the unresolved ones among what the filter shows. */
export function ResolveAllDialog({
  isOpen,
  filter,
  onClose,
  onResolved,
}: {
  isOpen: boolean;
  filter: ErrorLogFilter;
  onClose: () => void;
  onResolved: () => void;
}) {
  const { t } = useTranslation('admin');
  const resolveAll = useResolveAll();
  const toResolve = useQuery({ ...errorLogListOptions({ ...filter, status: 'unresolved' }, 1), enabled: isOpen });
  const failed = () => toast({ variant: 'destructive', title: t('errors.actionFailed') });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('errors.resolveAllTitle')}
      confirmLabel={t('errors.resolveAll')}
      isPending={resolveAll.isPending || !toResolve.data}
      onConfirm={() =>
        resolveAll.mutate(filter, {
          onSuccess: ({ count }) => {
            onClose();
            onResolved();
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
  );
}

/** Deletes resolved error groups older than the days asked for. */
export function CleanupDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const cleanup = useCleanup();
  const [cleanupDays, setCleanupDays] = useState(String(DEFAULT_CLEANUP_DAYS));
  const days = Number(cleanupDays);
  const daysValid = Number.isInteger(days) && days >= 1 && days <= 3650;
  const failed = () => toast({ variant: 'destructive', title: t('errors.actionFailed') });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('errors.cleanupTitle')}
      confirmLabel={t('errors.delete')}
      destructive
      isPending={cleanup.isPending}
      onConfirm={() => {
        if (!daysValid) return;
        cleanup.mutate(days, {
          onSuccess: ({ count }) => {
            onClose();
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
  );
}
