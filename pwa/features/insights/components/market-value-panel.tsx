import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useMarketValue } from '../api/market-value';
import { MarketValueSummary } from './market-value-summary';
import * as details from './market-value-panel.css';

/** The car details' "Market value" panel: what similar listings ask, and how this price compares. */
export function MarketValuePanel({
  car,
  className,
  titleClassName,
}: {
  car: Car;
  className?: string;
  titleClassName?: string;
}) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const online = useOnlineStatus();
  const query = useMarketValue(car.id, online);

  return (
    <section className={className} aria-labelledby={titleId} aria-busy={query.isPending && online}>
      <h2 id={titleId} className={titleClassName}>
        {t('market.title')}
      </h2>
      {query.data ? (
        <MarketValueSummary value={query.data} />
      ) : !online ? (
        <p className={details.note}>{t('market.offline')}</p>
      ) : query.isError ? (
        <div>
          <p className={details.note}>{t('market.error')}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <span className={details.note}>{t('market.loading')}</span>
          <Skeleton height={56} />
        </>
      )}
    </section>
  );
}
