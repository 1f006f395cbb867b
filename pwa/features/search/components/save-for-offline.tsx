/**
 * "Save for offline" under the results: keeps the listings of the current search (up to the limit) with
 * their card and detail images on this device, with progress and cancel, says how much is stored, and
 * clears it on request. The save itself runs in a store, so it carries on while the buyer browses.
 */
import { useTranslation } from 'react-i18next';
import type { SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { formatAge, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Button } from '../../../ui/button';
import { DEFAULT_OFFLINE_LIMIT } from '../offline/save-for-offline';
import { useOfflineSaveStore } from '../offline/offline-save-store';
import { useOfflineStorage } from '../offline/use-offline-storage';
import * as styles from './save-for-offline.css';

interface SaveForOfflineProps {
  filters: SearchFilters;
  sort: SortOption;
  /** How many listings match on the server; null when unknown (offline, loading). */
  matching: number | null;
}

function formatBytes(bytes: number, language: ReturnType<typeof useLanguage>): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${formatNumber(Math.round(megabytes * 10) / 10, language)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} kB`;
}

export function SaveForOffline({ filters, sort, matching }: SaveForOfflineProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const online = useOnlineStatus();
  const save = useOfflineSaveStore();
  const stored = useOfflineStorage();
  const newestPack = stored?.packs[0];

  const progress = save.progress;
  // Until the photos are counted, expect two a listing (card and detail).
  const expectedImages = progress ? progress.imagesTotal || progress.listingsTotal * 2 : 0;
  const percent =
    progress && progress.listingsTotal > 0
      ? Math.round(((progress.listingsDone + progress.imagesDone) / (progress.listingsTotal + expectedImages)) * 100)
      : 0;

  return (
    <section className={styles.panel} aria-labelledby="offline-save-title">
      <div className={styles.head}>
        <h3 id="offline-save-title" className={styles.title}>
          {t('offline.title')}
        </h3>
        <p className={styles.text}>{t('offline.intro', { limit: formatNumber(DEFAULT_OFFLINE_LIMIT, language) })}</p>
      </div>

      {save.running ? (
        <div className={styles.progress} role="status">
          <progress className={styles.bar} max={100} value={percent} aria-label={t('offline.progressLabel')} />
          <span>
            {progress?.phase === 'images'
              ? t('offline.savingImages', { done: progress.imagesDone, total: progress.imagesTotal })
              : t('offline.savingListings', { done: progress?.listingsDone ?? 0, total: progress?.listingsTotal ?? 0 })}
          </span>
          <Button variant="secondary" size="small" onPress={save.cancel}>
            {t('offline.cancel')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.saveButton}
            isDisabled={!online || matching === null || matching === 0}
            onPress={() => void save.start(filters, { sort })}
          >
            {matching !== null && matching > DEFAULT_OFFLINE_LIMIT
              ? t('offline.saveSome', { count: DEFAULT_OFFLINE_LIMIT, total: formatNumber(matching, language) })
              : t('offline.save', { count: matching ?? 0 })}
          </Button>
          {!online && <span className={styles.text}>{t('offline.needsConnection')}</span>}
        </div>
      )}

      {save.result && !save.running && (
        <p className={styles.result} role="status">
          {t(`offline.result.${save.result.status}`, {
            count: save.result.listingsDone,
            failed: save.result.imagesFailed,
          })}
        </p>
      )}

      {stored && (stored.savedListings > 0 || stored.seenListings > 0) && (
        <div className={styles.stored}>
          <p className={styles.text}>
            {t('offline.stored', { count: stored.savedListings })}
            {stored.seenListings > 0 && ` ${t('offline.seenToo', { count: stored.seenListings })}`}
            {stored.usage !== null && ` · ${t('offline.usage', { size: formatBytes(stored.usage, language) })}`}
            {newestPack && ` · ${t('offline.savedAge', { age: formatAge(newestPack.updatedAt, language) })}`}
          </p>
          <Button variant="ghost" size="small" isDisabled={save.running} onPress={() => void save.clearAll()}>
            {t('offline.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
