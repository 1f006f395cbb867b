/**
 * The dealer dashboard's "Messages" tab: buyers' emails about the dealer's own listings (GET
 * /api/dealer/leads), newest first, each with the car, the buyer, the language and a mailto reply.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { carPath } from '@contract/car-id';
import type { DealerLeadsResponse } from '@contract/seller-email';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { userKeys } from '../../auth';
import * as styles from './my-messages.css';

export default function DealerLeads() {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const leads = useQuery({
    queryKey: [...userKeys.all, 'dealer-leads'],
    queryFn: ({ signal }) => api.get<DealerLeadsResponse>('/api/dealer/leads?pageSize=100', { signal }),
    staleTime: 0,
  });

  if (leads.isPending) return <Spinner label={t('leads.loading')} showLabel size={28} />;
  if (leads.isError) {
    return (
      <StatusMessage
        tone="error"
        title={t('leads.error')}
        action={
          <Button variant="secondary" onPress={() => void leads.refetch()}>
            {t('leads.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.header}>
      <p className={styles.intro}>{t('leads.intro')}</p>
      {leads.data.items.length === 0 ? (
        <StatusMessage title={t('leads.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('leads.tab')}>
          {leads.data.items.map((lead) => (
            <li key={lead.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <span className={styles.meta}>{t('leads.written', { date: formatDate(lead.createdAt, language) })}</span>
                <span className={styles.meta}>· {t(`dialog.languages.${lead.language}`)}</span>
              </div>
              <h3 className={styles.subject}>{lead.subject}</h3>
              <p className={styles.meta}>
                {t('leads.from', { name: lead.buyerName })} · <Link to={localize(carPath(lead.car))}>{`${lead.car.brand} ${lead.car.model} (${lead.car.year})`}</Link>
              </p>
              <p className={styles.letter} lang={lead.language}>
                {lead.body}
              </p>
              <div className={styles.actions}>
                <a href={`mailto:${encodeURIComponent(lead.buyerEmail)}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}>{t('leads.reply')}</a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
