import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import type { useGeolocation } from '../state/use-geolocation';
import { useRepairPanel } from '../state/use-repair-panel';
import { RecentSearches } from './recent-searches';
import { LocateIcon } from './repair-icons';
import { Notice } from './repair-notice';
import { ResultsView } from './repair-results';
import { RepairShopDialog, useRepairShopDialog } from './repair-shop-dialog';
import { failureText } from './repair-texts';
import * as styles from './repair.css';

/**
 * The repair tab for a signed-in person: a query box (at least 3 characters), the person's location on
 * request, the shops found as cards with filters for services and "open now", "show more", a details dialog,
 * and the last searches kept on the device for reading offline. The query is kept in the address
 * (`?repair=…`) so a search can be shared.
 */
export function RepairSearchPanel() {
  const { t } = useTranslation('repair');
  const panel = useRepairPanel();
  const { repair, location, filters, now, online } = panel;
  const dialog = useRepairShopDialog();
  const results = repair.results;
  const searching = repair.phase === 'searching';

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h3 className={styles.title}>{t('title')}</h3>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <RepairQueryForm
        formRef={panel.formRef}
        query={panel.query}
        onChange={panel.changeQuery}
        error={panel.fieldError}
        searching={searching}
        onSearch={() => void panel.run(panel.query)}
      />
      <RepairToolbar
        location={location}
        onUseLocation={() => void panel.shareLocation()}
        onExample={(example) => {
          panel.setQuery(example);
          void panel.run(example);
        }}
      />
      {(location.state.status === 'denied' || location.state.status === 'unavailable') && (
        <p className={styles.muted} role="status">
          {t(`location.${location.state.status}`)}
        </p>
      )}
      {searching && <Spinner label={t('searching')} showLabel />}
      {repair.failure && !searching && (
        <Notice
          tone="error"
          title={t('errors.title')}
          action={
            online || repair.failure.kind !== 'offline' ? (
              <Button variant="secondary" onPress={() => void panel.run(panel.query)}>
                {t('errors.retry')}
              </Button>
            ) : undefined
          }
        >
          <p>{failureText(repair.failure, t)}</p>
        </Notice>
      )}
      {results && !searching && (
        <ResultsView
          results={results}
          visible={panel.visible}
          now={now}
          categories={filters.categories}
          onCategoriesChange={filters.setCategories}
          openNow={filters.openNow}
          onOpenNowChange={filters.setOpenNow}
          onUseLocation={() => void panel.shareLocation()}
          locating={location.state.status === 'locating'}
          loadingMore={repair.phase === 'loadingMore'}
          canLoadMore={online && !results.fromDevice && Boolean(results.response.nextCursor)}
          onLoadMore={() => void panel.loadMore()}
          onOpenDetails={(id) => dialog.open(id)}
        />
      )}
      {!results && !searching && <RecentSearches now={now} onOpen={panel.openStored} />}
      <RepairShopDialog shops={panel.shops} source={results?.response.source} now={now} />
    </div>
  );
}

interface RepairQueryFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  query: string;
  onChange: (query: string) => void;
  error: string | undefined;
  searching: boolean;
  onSearch: () => void;
}

/** The search box (a search landmark) and its button. */
function RepairQueryForm({ formRef, query, onChange, error, searching, onSearch }: RepairQueryFormProps) {
  const { t } = useTranslation('repair');
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('title')}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <TextField
        name="repair-query"
        label={t('queryLabel')}
        placeholder={t('queryPlaceholder')}
        description={t('queryHint')}
        value={query}
        onChange={onChange}
        errorMessage={error}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit" className={styles.submit} isPending={searching}>
        {t('submit')}
      </Button>
    </form>
  );
}

interface RepairToolbarProps {
  location: ReturnType<typeof useGeolocation>;
  onUseLocation: () => void;
  onExample: (example: string) => void;
}

/** The location (share it, or stop using it) and example queries to try. */
function RepairToolbar({ location, onUseLocation, onExample }: RepairToolbarProps) {
  const { t } = useTranslation('repair');
  return (
    <div className={styles.toolbar}>
      {location.state.status === 'on' ? (
        <>
          <Badge variant="success">
            <LocateIcon size={14} />
            {t('location.on')}
          </Badge>
          <Button variant="ghost" size="small" onPress={location.forget}>
            {t('location.off')}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          size="small"
          onPress={onUseLocation}
          isPending={location.state.status === 'locating'}
        >
          <LocateIcon size={16} />
          {location.state.status === 'locating' ? t('location.locating') : t('location.use')}
        </Button>
      )}
      <span className={styles.examples}>
        {t('examplesLabel')}:
        {t('examples', { returnObjects: true }).map((example) => (
          <AriaButton key={example} className={styles.chip} onPress={() => onExample(example)}>
            {example}
          </AriaButton>
        ))}
      </span>
    </div>
  );
}
