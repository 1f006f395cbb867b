import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../lib/page-meta';
import { container } from '../../../ui/layout.css';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { ErrorLogsTab } from './error-logs-tab';
import { DataTab } from './data-tab';
import { SellersTab } from './sellers-tab';
import { StatisticsTab } from './statistics-tab';
import * as styles from './admin.css';

/**
 * /admin: error logs, statistics, data (feeds and the demo listings) and sellers, for admins on
 * a desktop. There is no "Settings (coming soon)" tab: a tab with nothing an admin can do in it is
 * only in the way.
 */
export function AdminPanel() {
  const { t } = useTranslation('admin');
  return (
    <div className={`${container} ${styles.page}`}>
      <PageMeta title={t('title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
      </header>
      <Tabs defaultSelectedKey="errors">
        <TabList aria-label={t('tabs.label')}>
          <Tab id="errors">{t('tabs.errors')}</Tab>
          <Tab id="statistics">{t('tabs.statistics')}</Tab>
          <Tab id="data">{t('tabs.data')}</Tab>
          <Tab id="sellers">{t('tabs.sellers')}</Tab>
        </TabList>
        <TabPanel id="errors">
          <ErrorLogsTab />
        </TabPanel>
        <TabPanel id="statistics">
          <StatisticsTab />
        </TabPanel>
        <TabPanel id="data">
          <DataTab />
        </TabPanel>
        <TabPanel id="sellers">
          <SellersTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}
