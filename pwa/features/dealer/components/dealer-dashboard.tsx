import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Key } from 'react-aria-components';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { useSellerProfile, type OwnListing } from '../api/dealer-queries';
import { ListingForm } from './listing-form';
import { ListingsTable } from './listings-table';
import { SellerProfileForm } from './seller-profile-form';
import * as styles from './dealer.css';

/** Loaded when the dealer opens the tab. */
const ImportTab = lazy(() => import('./import-tab').then((module) => ({ default: module.ImportTab })));
const LeadsTab = lazy(() => import('./leads-tab').then((module) => ({ default: module.LeadsTab })));

/**
 * /dealer-dashboard: without a seller profile, the sign-up form; then the listings table with counters, the
 * listing form (new or edit) and the profile. Built for a tablet held in the yard (1024 px) and a phone.
 */
export function DealerDashboard() {
  const { t } = useTranslation('dealer');
  const { localize } = useLocalizedPath();
  const profile = useSellerProfile();
  const [tab, setTab] = useState<Key>('listings');
  const [editing, setEditing] = useState<OwnListing | null>(null);

  if (profile.isPending) return <Spinner label={t('dashboard.title')} size={32} />;
  if (profile.isError) {
    return (
      <div className={container}>
        <StatusMessage tone="error" title={t('errors.load')} />
      </div>
    );
  }
  if (!profile.data) return <SellerSignup />;

  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('dashboard.title')}</h1>
          <p className={styles.muted}>
            {profile.data.name} · {t('dashboard.subtitle')}
          </p>
        </div>
        <ButtonLink to={localize(`/dealer/${profile.data.id}`)} variant="secondary">
          {t('dashboard.publicPage')}
        </ButtonLink>
      </div>
      {profile.data.suspended && (
        <StatusMessage tone="error" title={t('dashboard.suspended')} />
      )}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key);
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
          <ListingsTable
            onEdit={(listing) => {
              setEditing(listing);
              setTab('add');
            }}
          />
        </TabPanel>
        <TabPanel id="add">
          <ListingForm
            key={editing?.id ?? 'new'}
            listing={editing ?? undefined}
            onDone={() => {
              setEditing(null);
              setTab('listings');
            }}
          />
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
          <SellerProfileForm profile={profile.data} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The "sell your car" sign-up: the seller profile form; saving it makes the account a dealer. */
export function SellerSignup() {
  const { t } = useTranslation('dealer');
  return (
    <div className={`${container} ${styles.page}`}>
      <Card padding="large" className={styles.form}>
        <h1 className={styles.title}>{t('signup.title')}</h1>
        <p className={styles.muted}>{t('signup.intro')}</p>
        <SellerProfileForm profile={null} />
      </Card>
    </div>
  );
}
