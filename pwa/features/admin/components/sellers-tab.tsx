import type { SellerProfile } from '@contract/seller-profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useAdminSellers, useSetSuspended } from '../api/sellers';
import { ConfirmDialog } from './confirm-dialog';
import * as styles from './admin.css';

/** Sellers tab: find a seller and suspend them (their listings leave search) or reinstate them. */
export function SellersTab() {
  const { t } = useTranslation('admin');
  const { localize } = useLocalizedPath();
  const [q, setQ] = useState('');
  const settled = useDebouncedValue(q, 300);
  const { data, isError, isPending, fetchStatus, refetch } = useAdminSellers(settled);
  const setSuspended = useSetSuspended();
  const [confirming, setConfirming] = useState<SellerProfile | null>(null);

  const confirm = () => {
    if (!confirming) return;
    const suspended = !confirming.suspended;
    setSuspended.mutate(
      { id: confirming.id, suspended },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: t(suspended ? 'sellers.suspendedToast' : 'sellers.reinstatedToast', { name: confirming.name }),
          });
          setConfirming(null);
        },
        onError: () => toast({ variant: 'destructive', title: t('errors.actionFailed') }),
      },
    );
  };

  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('sellers.intro')}</p>
      <div className={styles.toolbar}>
        <TextField label={t('sellers.search')} value={q} onChange={setQ} type="search" />
      </div>
      {!data ? (
        isPending && fetchStatus === 'paused' ? (
          <StatusMessage title={t('sellers.offline')} />
        ) : isError ? (
          <StatusMessage
            tone="error"
            title={t('sellers.loadFailed')}
            action={<Button onPress={() => void refetch()}>{t('errors.retry')}</Button>}
          />
        ) : (
          <Spinner label={t('sellers.loading')} showLabel />
        )
      ) : data.sellers.length === 0 ? (
        <StatusMessage title={t('sellers.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted} style={{ textAlign: 'start', padding: '8px 12px' }}>
              {t('sellers.caption', { count: data.sellers.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('sellers.name')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('sellers.kind')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('sellers.city')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('errors.status')}
                </th>
                <th scope="col" className={styles.th}>
                  <span className={styles.muted}>{t('sellers.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sellers.map((seller) => (
                <tr key={seller.id}>
                  <th scope="row" className={styles.td} style={{ textAlign: 'start' }}>
                    <Link to={localize(`/dealer/${encodeURIComponent(seller.id)}`)}>{seller.name}</Link>
                  </th>
                  <td className={styles.td}>
                    {t(seller.kind === 'business' ? 'sellers.business' : 'sellers.private')}
                  </td>
                  <td className={styles.td}>{seller.city}</td>
                  <td className={styles.td}>
                    <Badge variant={seller.suspended ? 'danger' : 'success'}>
                      {t(seller.suspended ? 'sellers.suspended' : 'sellers.active')}
                    </Badge>
                  </td>
                  <td className={styles.td}>
                    <Button
                      size="small"
                      variant={seller.suspended ? 'secondary' : 'danger'}
                      onPress={() => setConfirming(seller)}
                      aria-label={`${t(seller.suspended ? 'sellers.reinstate' : 'sellers.suspend')}: ${seller.name}`}
                    >
                      {t(seller.suspended ? 'sellers.reinstate' : 'sellers.suspend')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={t(confirming?.suspended ? 'sellers.reinstateTitle' : 'sellers.suspendTitle', {
          name: confirming?.name ?? '',
        })}
        confirmLabel={t(confirming?.suspended ? 'sellers.reinstate' : 'sellers.suspend')}
        onConfirm={confirm}
        isPending={setSuspended.isPending}
        destructive={!confirming?.suspended}
      >
        <p>{t(confirming?.suspended ? 'sellers.reinstateText' : 'sellers.suspendText')}</p>
      </ConfirmDialog>
    </div>
  );
}
