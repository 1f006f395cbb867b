import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { carPath } from '@contract/car-id';
import type { DealerLeadsResponse } from '@contract/seller-email';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { dealerKeys } from '../api/dealer-queries';
import * as styles from './dealer.css';

const PAGE_SIZE = 20;

/** Buyers' emails about the dealer's cars (sent through the platform), newest first, with the reply address. */
export function LeadsTab() {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const leads = useInfiniteQuery({
    queryKey: [...dealerKeys.all, 'leads'],
    queryFn: ({ pageParam, signal }) => api.get<DealerLeadsResponse>(`/api/dealer/leads?page=${pageParam}&pageSize=${PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

  if (leads.isPending) return <Spinner label={t('leads.title')} size={32} />;
  if (leads.isError) {
    return (
      <StatusMessage tone="error" title={t('errors.load')} action={<Button onPress={() => void leads.refetch()}>{t('errors.retry')}</Button>} />
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
            <Card className={styles.lead}>
              <div className={styles.head}>
                <Link className={styles.carLink} to={localize(carPath(lead.car))}>
                  {lead.car.brand} {lead.car.model} ({lead.car.year})
                </Link>
                <time className={styles.muted} dateTime={lead.createdAt}>
                  {formatDate(lead.createdAt, language)}
                </time>
              </div>
              <p className={styles.muted}>
                {t('leads.from', { name: lead.buyerName })} · <a className={styles.carLink} href={`mailto:${lead.buyerEmail}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}>{lead.buyerEmail}</a>
              </p>
              <details>
                <summary>{lead.subject}</summary>
                <p className={styles.message}>{lead.body}</p>
              </details>
            </Card>
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
