/**
 * The map itself (Leaflet with its marker-cluster plugin), in a chunk of its own with its CSS: nothing of it
 * loads until a map is opened. Tiles come from the configured source (GET /api/map-tiles), as plain images
 * the browser caches as usual; only what is on screen is asked for (Leaflet keeps no more than a small ring
 * of tiles around the view), which the OpenStreetMap tile usage policy asks of an app.
 *
 * Keyboard: the map takes focus (arrows move it, + and − zoom), every pin and cluster is a button in the tab
 * order; Enter on a cluster zooms in (or spreads out pins at one spot), Enter on a pin chooses it.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useId, useRef } from 'react';
import { useMapTexts } from '../map-texts';
import type { MapTiles } from '@contract/map-tiles';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { visuallyHidden } from '../../../ui/layout.css';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useMapTiles } from '../api/get-map-tiles';
import { attributionHtml, boundsOf, clusterSize, escapeHtml, type MapPoint } from '../map-points';
import * as styles from './leaflet-map.css';

export interface LeafletMapProps {
  points: readonly MapPoint[];
  selectedId: string | undefined;
  /** A pin was chosen, by keyboard (focus should follow) or by pointer. */
  onSelect: (id: string, by: 'keyboard' | 'pointer') => void;
  /** The map's accessible name. */
  label: string;
  /** A cluster's accessible name, e.g. "12 cars here, zoom in". */
  clusterLabel: (count: number) => string;
}

/** The first view before anything is placed: Croatia. */
const CROATIA: L.LatLngTuple = [44.8, 16.2];
/** Fitting the points never zooms closer than a town's streets. */
const FIT_MAX_ZOOM = 13;
const PIN_SIZE: L.PointTuple = [28, 36];

export default function LeafletMap(props: LeafletMapProps) {
  const { t } = useMapTexts();
  const tiles = useMapTiles();
  if (tiles.isPending) return <Spinner label={t('loading')} showLabel />;
  if (tiles.isError) {
    return (
      <StatusMessage
        tone="error"
        title={t('errorTitle')}
        action={
          <Button variant="secondary" onPress={() => void tiles.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('errorText')}
      </StatusMessage>
    );
  }
  return <TiledMap {...props} tiles={tiles.data} />;
}

function pinIcon(selected: boolean): L.DivIcon {
  return L.divIcon({
    className: selected ? `${styles.pin} ${styles.pinSelected}` : styles.pin,
    html: '',
    iconSize: PIN_SIZE,
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1] - 2],
  });
}

/** Names the pin's button and says whether it is the chosen one (again whenever a cluster lets it out). */
function describePin(marker: L.Marker, label: string, selected: boolean): void {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', label);
  element.setAttribute('aria-pressed', String(selected));
}

function TiledMap({ tiles, points, selectedId, onSelect, label, clusterLabel }: LeafletMapProps & { tiles: MapTiles }) {
  const { t } = useMapTexts();
  const hintId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const group = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const latest = useRef({ onSelect, clusterLabel, selectedId });
  useEffect(() => {
    latest.current = { onSelect, clusterLabel, selectedId };
  });

  // The map, its tiles and the cluster layer: once per tile source.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, {
      center: CROATIA,
      zoom: 7,
      zoomControl: false,
      scrollWheelZoom: false,
      zoomAnimation: !reducedMotion,
      markerZoomAnimation: !reducedMotion,
    });
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, {
      maxZoom: tiles.maxZoom,
      attribution: attributionHtml(tiles.attribution, tiles.attributionUrl),
      // Helmet's Referrer-Policy is no-referrer; tile servers (OpenStreetMap's by policy) want to know the site.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).addTo(created);
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      animate: !reducedMotion,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return L.divIcon({
          className: styles.cluster[clusterSize(count)],
          html: `<span aria-hidden="true">${count}</span><span class="${visuallyHidden}">${escapeHtml(latest.current.clusterLabel(count))}</span>`,
          iconSize: [40, 40],
        });
      },
    }).addTo(created);
    map.current = created;
    group.current = clusters;
    // The box changes size with the layout (a phone turned, the list/map switch): Leaflet must measure again.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element);
    const placed = markers.current;
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
      group.current = null;
      placed.clear();
    };
  }, [tiles, reducedMotion, t]);

  // The pins: again whenever the points change; the view then fits them all.
  useEffect(() => {
    const clusters = group.current;
    const created = map.current;
    if (!clusters || !created) return;
    clusters.clearLayers();
    markers.current.clear();
    const layers = points.map((point) => {
      const selected = point.id === latest.current.selectedId;
      const marker = L.marker([point.lat, point.lon], {
        icon: pinIcon(selected),
        title: point.label,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('add', () => describePin(marker, point.label, point.id === latest.current.selectedId));
      marker.on('click', () => latest.current.onSelect(point.id, 'pointer'));
      marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        latest.current.onSelect(point.id, 'keyboard');
      });
      markers.current.set(point.id, marker);
      return marker;
    });
    clusters.addLayers(layers);
    const bounds = boundsOf(points);
    if (bounds) created.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false });
  }, [points, tiles]);

  // The chosen pin stands out (the one chosen before goes back to normal).
  const shownSelected = useRef<string | undefined>(undefined);
  useEffect(() => {
    for (const id of new Set([shownSelected.current, selectedId])) {
      const marker = id === undefined ? undefined : markers.current.get(id);
      if (!marker) continue;
      marker.setIcon(pinIcon(id === selectedId));
      describePin(marker, marker.options.title ?? '', id === selectedId);
    }
    shownSelected.current = selectedId;
  }, [selectedId, points]);

  return (
    <>
      <p id={hintId} className={visuallyHidden}>
        {t('keyboardHint')}
      </p>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        data-testid="map"
      />
    </>
  );
}
