import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Key } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { dealerKeys, useSellerProfile, type OwnListing } from '../api/dealer-queries';
import { ListingForm } from './listing-form';
import { ListingsTable, type SavedListing } from './listings-table';
import { Overview } from './overview';
import { SavedNotice } from './saved-notice';
import { SellerProfileForm } from './seller-profile-form';
import * as styles from './dealer.css';

/** Loaded when the dealer opens the tab. */
const ImportTab = lazy(() => import('./import-tab').then((module) => ({ default: module.ImportTab })));
const LeadsTab = lazy(() => import('./leads-tab').then((module) => ({ default: module.LeadsTab })));

/** Router state of /dealer-dashboard right after the seller profile was created (on /sell or here). */
const PROFILE_CREATED = 'profileCreated';

/**
 * /dealer-dashboard: without a seller profile, the sign-up form; then the overview of the last 30 days, the
 * listings table with counters, the listing form (new or edit), buyers' messages, the import and the profile.
 * Built for a tablet held in the yard (1024 px) and a phone. After saving, the page lands on what was saved
 * with its confirmation (the forms are long: the tab that follows would otherwise open at the footer).
 */
export function DealerDashboard() {
  const { t } = useTranslation('dealer');
  const { localize } = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useSellerProfile();
  const [tab, setTab] = useState<Key>('listings');
  const [editing, setEditing] = useState<OwnListing | null>(null);
  /** When the listing form was opened: only a save after it is the one to land on. */
  const [formOpenedAt, setFormOpenedAt] = useState(0);
  const [saved, setSaved] = useState<SavedListing | null>(null);
  const [profileSavedAt, setProfileSavedAt] = useState<number | null>(null);
  const arrivedCreated = (location.state as { notice?: string } | null)?.notice === PROFILE_CREATED;
  const [created, setCreated] = useState(false);
  if (arrivedCreated && !created) setCreated(true);

  // The notice is shown once: the router state is cleared, so a reload or coming back here does not repeat it.
  useEffect(() => {
    if (!arrivedCreated) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [arrivedCreated, navigate, location.pathname, location.search]);

  if (profile.isPending) return <Spinner label={t('dashboard.title')} size={32} />;
  if (profile.isError) {
    return (
      <div className={container}>
        <StatusMessage tone="error" title={t('errors.load')} />
      </div>
    );
  }
  if (!profile.data) {
    return (
      <SellerSignup
        onCreated={() => void navigate(localize('/dealer-dashboard'), { state: { notice: PROFILE_CREATED } })}
      />
    );
  }

  const openForm = (listing: OwnListing | null) => {
    setEditing(listing);
    setSaved(null);
    setFormOpenedAt(Date.now());
    setTab('add');
  };

  /** Back from the form: to the listing just saved (found among the save mutations since the form opened). */
  const closeForm = () => {
    const [latest] = queryClient
      .getMutationCache()
      .findAll({ mutationKey: dealerKeys.saveListing, status: 'success' })
      .filter((mutation) => mutation.state.submittedAt >= formOpenedAt)
      .sort((a, b) => b.state.submittedAt - a.state.submittedAt);
    const listing = latest?.state.data as OwnListing | undefined;
    setSaved(
      listing
        ? {
            id: listing.id,
            message: t(
              editing
                ? 'listing.updatedCar'
                : listing.status === 'draft'
                  ? 'listing.draftSavedCar'
                  : 'listing.createdCar',
              { car: `${listing.brand} ${listing.model}` },
            ),
          }
        : null,
    );
    setEditing(null);
    setTab('listings');
    // Without a save to land on, the table opens at its top, not wherever the long form was scrolled to.
    if (!listing) document.getElementById('dashboard-title')?.scrollIntoView({ block: 'start', behavior: 'instant' });
  };

  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1 id="dashboard-title" className={styles.title}>
            {t('dashboard.title')}
          </h1>
          <p className={styles.muted}>
            {profile.data.name} · {t('dashboard.subtitle')}
          </p>
        </div>
        <ButtonLink to={localize(`/dealer/${profile.data.id}`)} variant="secondary">
          {t('dashboard.publicPage')}
        </ButtonLink>
      </div>
      {created && <SavedNotice>{t('signup.done')}</SavedNotice>}
      {profile.data.suspended && <StatusMessage tone="error" title={t('dashboard.suspended')} />}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (key === 'add' && tab !== 'add') setFormOpenedAt(Date.now());
          setTab(key);
          setSaved(null);
          setProfileSavedAt(null);
          if (key !== 'add') setEditing(null);
        }}
      >
        <TabList aria-label={t('dashboard.title')}>
          <Tab id="listings" className={styles.tab}>
            {t('dashboard.tabs.listings')}
          </Tab>
          <Tab id="add" className={styles.tab}>
            {editing ? t('listing.editTitle', { car: `${editing.brand} ${editing.model}` }) : t('dashboard.tabs.add')}
          </Tab>
          <Tab id="leads" className={styles.tab}>
            {t('dashboard.tabs.leads')}
          </Tab>
          <Tab id="import" className={styles.tab}>
            {t('dashboard.tabs.import')}
          </Tab>
          <Tab id="profile" className={styles.tab}>
            {t('dashboard.tabs.profile')}
          </Tab>
        </TabList>
        <TabPanel id="listings">
          <div className={styles.form}>
            <Overview />
            <ListingsTable onEdit={openForm} saved={saved} />
          </div>
        </TabPanel>
        <TabPanel id="add">
          <ListingForm key={editing?.id ?? 'new'} listing={editing ?? undefined} onDone={closeForm} />
        </TabPanel>
        <TabPanel id="leads">
          <Suspense fallback={<Spinner label={t('leads.title')} size={32} />}>
            <LeadsTab />
          </Suspense>
        </TabPanel>
        <TabPanel id="import">
          <Suspense fallback={<Spinner label={t('import.title')} size={32} />}>
            <ImportTab />
          </Suspense>
        </TabPanel>
        <TabPanel id="profile">
          <div className={styles.form}>
            {profileSavedAt !== null && <SavedNotice key={profileSavedAt}>{t('profile.saved')}</SavedNotice>}
            <SellerProfileForm profile={profile.data} onSaved={() => setProfileSavedAt(Date.now())} />
          </div>
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The "sell your car" sign-up: the seller profile form; saving it makes the account a dealer. */
export function SellerSignup({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation('dealer');
  return (
    <div className={`${container} ${styles.page}`}>
      <Card padding="large" className={styles.form}>
        <h1 className={styles.title}>{t('signup.title')}</h1>
        <p className={styles.muted}>{t('signup.intro')}</p>
        <SellerProfileForm profile={null} onSaved={onCreated} />
      </Card>
    </div>
  );
}
