/**
 * A map of things (cars found, repair shops found) with the chosen one's card beside or under it. This part
 * is small and loads with the page that offers a map; the map library and its CSS load only when it shows
 * (leaflet-map.tsx). Offline it says the map needs a connection instead: the page keeps its list.
 */
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useMapTexts } from '../map-texts';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import type { MapPoint } from '../map-points';
import * as styles from './map-view.css';

const LeafletMap = lazy(() => import('./leaflet-map'));

export interface MapViewProps {
  points: readonly MapPoint[];
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  /** The map's accessible name. */
  label: string;
  clusterLabel: (count: number) => string;
  /** The chosen thing's card (undefined: none chosen). */
  selected: ReactNode;
  /** Lines under the map (what is not on it and why). */
  notes?: ReactNode;
}

/**
 * Holds the map's place while the map's texts arrive: a page's own map component, which takes its labels from
 * the `maps` texts, renders inside it (else the whole panel around it would wait).
 */
export function MapBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>{children}</Suspense>;
}

export function MapView({ points, selectedId, onSelect, label, clusterLabel, selected, notes }: MapViewProps) {
  const { t } = useMapTexts();
  const online = useOnlineStatus();
  const titleId = useId();
  const aside = useRef<HTMLElement>(null);
  // Keyboard users go on to the card they chose; on a narrow screen the card under the map is scrolled into view.
  const follow = useRef<'keyboard' | 'pointer' | null>(null);
  useEffect(() => {
    const how = follow.current;
    follow.current = null;
    if (!how || !selectedId || !aside.current) return;
    if (how === 'keyboard') aside.current.focus();
    else aside.current.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  if (!online) {
    return (
      <StatusMessage title={t('offlineTitle')}>
        <p>{t('offlineText')}</p>
      </StatusMessage>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.mapColumn}>
        <Suspense
          fallback={
            <div className={styles.placeholder}>
              <Spinner label={t('loading')} showLabel />
            </div>
          }
        >
          <LeafletMap
            points={points}
            selectedId={selectedId}
            onSelect={(id, by) => {
              follow.current = by;
              onSelect(id);
            }}
            label={label}
            clusterLabel={clusterLabel}
          />
        </Suspense>
        {notes && <div className={styles.note}>{notes}</div>}
      </div>
      <section ref={aside} className={styles.aside} aria-labelledby={titleId} tabIndex={-1}>
        <h3 id={titleId} className={styles.asideTitle}>
          {t('selectedTitle')}
        </h3>
        {selected ?? <p className={styles.hint}>{t('chooseHint')}</p>}
      </section>
    </div>
  );
}
