import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useLeads } from '../api/lead-queries';
import { LeadCard } from './lead-card';
import * as styles from './dealer.css';

/** Buyers' emails about the dealer's cars (sent through the platform), newest first, each to answer and file. */
export function LeadsTab() {
  const { t } = useTranslation('dealer');
  const leads = useLeads();

  if (leads.isPending) return <Spinner label={t('leads.title')} size={32} />;
  if (leads.isError) {
    return (
      <StatusMessage
        tone="error"
        title={t('errors.load')}
        action={<Button onPress={() => void leads.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  const items = leads.data.pages.flatMap((page) => page.items);
  const total = leads.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <StatusMessage title={t('leads.empty')}>{t('leads.emptyHint')}</StatusMessage>;

  return (
    <section className={styles.form} aria-labelledby="leads-title">
      <h2 id="leads-title" className={styles.title}>
        {t('leads.count', { count: total })}
      </h2>
      <ol className={styles.leads}>
        {items.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} />
          </li>
        ))}
      </ol>
      {leads.hasNextPage && (
        <div className={styles.actions}>
          <Button variant="secondary" isPending={leads.isFetchingNextPage} onPress={() => void leads.fetchNextPage()}>
            {t('leads.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
