/**
 * The home page's search section, loaded as its own chunk: the four search tabs (classic,
 * AI, voice, repair) with lock badges and login panels for signed-out visitors, the results, the car
 * detail dialog and the comparison bar. The AI, voice and repair panels are chunks of their own, loaded
 * when their tab is opened. The results' data request starts before this chunk arrives
 * (see routes/home.tsx), so both load side by side.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { REPAIR_QUERY_PARAM } from '../../lib/repair-query';
import { forgetSelectedTab, readSelectedTab, type SearchTab } from '../../lib/selected-tab';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { useLocalStorageFlag } from '../../lib/use-local-storage-flag';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { buttonClassName } from '../../ui/button-class';
import { CloseIcon } from '../../ui/icons/close';
import { LockIcon } from '../../ui/icons/lock';
import { MicIcon } from '../../ui/icons/mic';
import { SearchIcon } from '../../ui/icons/search';
import { SparkleIcon } from '../../ui/icons/sparkle';
import { WrenchIcon } from '../../ui/icons/wrench';
import { Spinner } from '../../ui/spinner';
import { Tab, TabLabel, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { useCurrentUser } from '../auth';
import { CarDetailDialogOnIntent, ViewDetailsButton } from '../car-details';
import { CompareToggle, ComparisonBar } from '../compare';
import { SaveSearchButton, WatchButton } from '../saved-searches';
import { ClassicSearchForm, FilterSheetButton, SearchResults } from '../search';
import { SEARCH_SECTION_NAMESPACES } from './search-section-texts';
import { useMediaQuery } from '../../lib/use-media-query';
import * as styles from './search-section.css';

// Only signed-in buyers can use them: their code loads when their tab is opened.
const AiSearchPanel = lazy(() => import('../ai-search').then((module) => ({ default: module.AiSearchPanel })));
const VoiceSearchPanel = lazy(() => import('../ai-search').then((module) => ({ default: module.VoiceSearchPanel })));
// Only for the user named 'admin': loaded when such a user is signed in.
const ResetCarsButton = lazy(() => import('../admin').then((module) => ({ default: module.ResetCarsButton })));
const RepairSearchPanel = lazy(() => import('../repair').then((module) => ({ default: module.RepairSearchPanel })));

export default function SearchSection() {
  // The cards and dialogs use the `details` and `compare` texts: load them with this section's, in parallel.
  const { t } = useTranslation(SEARCH_SECTION_NAMESPACES);
  const [params, setParams] = useSearchParams();
  // /repair's stored choice, else a shared repair search in the address (?repair=…), else the classic form.
  const [tab, setTab] = useState<SearchTab>(
    () => readSelectedTab() ?? (params.has(REPAIR_QUERY_PARAM) ? 'repair' : 'classic'),
  );
  useEffect(forgetSelectedTab, []);
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const locked = !signedIn && !user.isPending;
  const toClassic = () => setTab('classic');
  // Phones: the results first, the filters in a sheet.
  const phone = useMediaQuery('(max-width: 767.98px)');

  const tabLabel = (id: SearchTab, icon: ReactNode, isLockable: boolean) => (
    <>
      {icon}
      <TabLabel label={t(`tabs.${id}`)} short={t(`tabs.short.${id}`)} />
      {isLockable && locked && (
        <Badge variant="neutral" className={styles.lock} aria-label={t('tabs.locked')} data-lock>
          <LockIcon size={14} />
        </Badge>
      )}
    </>
  );

  return (
    <>
      {locked && <FreeAdvertisingBadge />}
      {user.data?.username === 'admin' && (
        <Suspense fallback={null}>
          <ResetCarsButton />
        </Suspense>
      )}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key as SearchTab);
          // Leaving the repair tab leaves its search out of the address (a reload opens the tab chosen).
          if (key !== 'repair' && params.has(REPAIR_QUERY_PARAM)) {
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete(REPAIR_QUERY_PARAM);
                return next;
              },
              { replace: true, preventScrollReset: true },
            );
          }
        }}
        className={styles.tabs}
      >
        <TabList aria-label={t('tabs.label')}>
          <Tab id="classic">{tabLabel('classic', <SearchIcon size={18} />, false)}</Tab>
          <Tab id="ai">{tabLabel('ai', <SparkleIcon size={18} />, true)}</Tab>
          <Tab id="voice">{tabLabel('voice', <MicIcon size={18} />, true)}</Tab>
          <Tab id="repair">{tabLabel('repair', <WrenchIcon size={18} />, false)}</Tab>
        </TabList>
        <TabPanel id="classic">
          {phone ? (
            <FilterSheetButton />
          ) : (
            <div className={styles.panel}>
              <ClassicSearchForm />
            </div>
          )}
        </TabPanel>
        <TabPanel id="ai">
          <div className={styles.panel}>
            {signedIn ? (
              <Suspense fallback={<Spinner label={t('tabs.loading')} />}>
                <AiSearchPanel onRefineInFilters={toClassic} />
              </Suspense>
            ) : user.isPending ? (
              <Spinner label={t('tabs.loading')} />
            ) : (
              <LoginRequired feature="ai" />
            )}
          </div>
        </TabPanel>
        <TabPanel id="voice">
          <div className={styles.panel}>
            {signedIn ? (
              <Suspense fallback={<Spinner label={t('tabs.loading')} />}>
                <VoiceSearchPanel onRefineInFilters={toClassic} />
              </Suspense>
            ) : user.isPending ? (
              <Spinner label={t('tabs.loading')} />
            ) : (
              <LoginRequired feature="voice" />
            )}
          </div>
        </TabPanel>
        <TabPanel id="repair">
          <div className={styles.panel}>
            {/* Offline nobody can be asked who is signed in: the tab still shows the searches kept on the device. */}
            {signedIn || user.isError ? (
              <Suspense fallback={<Spinner label={t('tabs.loading')} />}>
                <RepairSearchPanel />
              </Suspense>
            ) : user.isPending ? (
              <Spinner label={t('tabs.loading')} />
            ) : (
              <LoginRequired feature="repair" />
            )}
          </div>
        </TabPanel>
      </Tabs>
      <SearchResults
        cardActions={(car) => (
          <>
            <ViewDetailsButton car={car} size="small" />
            <CompareToggle car={car} />
            <WatchButton car={car} />
          </>
        )}
        searchActions={(filters) => <SaveSearchButton filters={filters} />}
      />
      <CarDetailDialogOnIntent />
      <ComparisonBar />
    </>
  );
}

/** What signed-out visitors see in the AI, voice and repair tabs: why, and the way to sign in (and back). */
function LoginRequired({ feature }: { feature: 'ai' | 'voice' | 'repair' }) {
  const { t } = useTranslation('search');
  const { localize } = useLocalizedPath();
  const [params] = useSearchParams();
  const repairQuery = feature === 'repair' ? params.get(REPAIR_QUERY_PARAM) : null;
  const next = repairQuery
    ? `${localize('/repair')}?q=${encodeURIComponent(repairQuery)}`
    : feature === 'repair'
      ? localize('/repair')
      : `${localize('/')}#search-section`;
  return (
    <div className={styles.notice} role="region" aria-labelledby={`login-required-${feature}`}>
      <LockIcon size={28} />
      <h3 id={`login-required-${feature}`} className={styles.noticeTitle}>
        {t('login.title')}
      </h3>
      <p>{t(`login.${feature}`)}</p>
      <div className={styles.noticeActions}>
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={`${localize('/auth')}?next=${encodeURIComponent(next)}`}
        >
          {t('login.signIn')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={`${localize('/auth')}?mode=register`}>
          {t('login.register')}
        </Link>
      </div>
    </div>
  );
}

const FREE_AD_DISMISSED_KEY = 'freeAdvertisingDismissed';

/** The dismissible free-advertising offer for signed-out visitors. */
function FreeAdvertisingBadge() {
  const { t } = useTranslation('search');
  const { localize } = useLocalizedPath();
  const [dismissed, dismiss] = useLocalStorageFlag(FREE_AD_DISMISSED_KEY);
  if (dismissed) return null;
  return (
    <aside className={styles.freeAd} aria-label={t('freeAd.label')}>
      <Badge variant="accent">{t('freeAd.badge')}</Badge>
      <p className={styles.freeAdText}>
        {t('freeAd.text')}{' '}
        <Link to={localize('/contact-us')} className={styles.freeAdLink}>
          {t('freeAd.link')}
        </Link>
      </p>
      <Button variant="ghost" size="small" isIconOnly aria-label={t('freeAd.dismiss')} onPress={dismiss}>
        <CloseIcon size={18} />
      </Button>
    </aside>
  );
}
