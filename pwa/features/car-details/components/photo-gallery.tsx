import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car, CarPhoto } from '@contract/car';
import { DETAIL_IMAGE_SIZES, carPhotoPath } from '@contract/car-image';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { visuallyHidden } from '../../../ui/layout.css';
import { CarImage } from '../../cars';
import { ChevronLeftIcon, ChevronRightIcon } from './gallery-icons';
import * as styles from './photo-gallery.css';

/** The history-dialog name of the full-screen photo viewer; its value is the photo it opened on. */
const PHOTO_VIEWER_DIALOG = 'photos';

// The viewer (pinch, pan, double-tap zoom) is loaded on intent: a touch, a hover or focus on the gallery.
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

type GalleryCar = Pick<Car, 'id' | 'brand' | 'model' | 'year'> & { photos?: CarPhoto[] };

/**
 * The car's picture; with several photos, a gallery: swipe (the browser's scroll snapping), previous / next
 * buttons, arrow keys, thumbnails, a "3 / 12" counter read out politely, and a full-screen viewer with
 * pinch and double-tap zoom on a tap.
 */
export function PhotoGallery({ car, className }: { car: GalleryCar; className?: string }) {
  const photos = car.photos ?? [];
  if (photos.length < 2) {
    return (
      <div className={className}>
        <CarImage car={car} size="detail" priority sizes={DETAIL_IMAGE_SIZES} className={styles.image} />
      </div>
    );
  }
  return <Gallery car={car} photos={photos} className={className} />;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Gallery({ car, photos, className }: { car: GalleryCar; photos: CarPhoto[]; className?: string }) {
  const { t } = useTranslation('details');
  const count = photos.length;
  const [index, setIndex] = useState(0);
  // Once the buyer reaches for the gallery, the photos beside the one shown load too (the rest stay lazy).
  const [engaged, setEngaged] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  /** Where a scroll we started is heading: the scroll events on the way there do not move the counter. */
  const heading = useRef<{ index: number; until: number } | null>(null);
  const frame = useRef(0);
  const viewer = useHistoryDialog(PHOTO_VIEWER_DIALOG);
  const name = `${car.brand} ${car.model}`;

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const engage = useCallback(() => {
    setEngaged(true);
    void loadViewer();
  }, []);

  /** Shows photo `target` (wrapping around at either end); `focus` moves keyboard focus with it. */
  const go = useCallback(
    (target: number, { focus = false, instant = false }: { focus?: boolean; instant?: boolean } = {}) => {
      const next = ((target % count) + count) % count;
      setIndex(next);
      setEngaged(true);
      const element = track.current;
      if (element) {
        const smooth = !instant && !prefersReducedMotion();
        heading.current = smooth ? { index: next, until: Date.now() + 1500 } : null;
        element.scrollTo({ left: next * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      }
      if (focus) slideButtons.current[next]?.focus({ preventScroll: true });
    },
    [count],
  );

  const shownInTrack = useCallback(() => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return null;
    return Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
  }, [count]);

  // A swipe (or any scroll the buyer makes) moves the counter to the photo that is most in view; while a
  // scroll we started is on its way, the photos it passes do not.
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const shown = shownInTrack();
      if (shown === null) return;
      const pending = heading.current;
      if (pending) {
        if (shown !== pending.index && Date.now() < pending.until) return;
        heading.current = null;
      }
      setIndex(shown);
    });
  };

  // Where the scrolling came to rest is the photo shown (browsers with `scrollend`). A scroll we started that
  // came to rest short of its photo (the browser's own snapping took over half way) is finished at once.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScrollEnd = () => {
      const shown = shownInTrack();
      if (shown === null) return;
      const pending = heading.current;
      heading.current = null;
      if (pending && shown !== pending.index && Date.now() < pending.until) {
        element.scrollTo({ left: pending.index * element.clientWidth, behavior: 'auto' });
        return;
      }
      setIndex(shown);
    };
    element.addEventListener('scrollend', onScrollEnd);
    return () => element.removeEventListener('scrollend', onScrollEnd);
  }, [shownInTrack]);

  // The buyer's own gesture takes over from a scroll we started.
  const onUserScroll = () => {
    heading.current = null;
  };

  // Arrow keys, Home and End move through the photos while focus is anywhere in the gallery (a listener on
  // the section: the keys of whatever inside has focus arrive here).
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const to = ({ ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 } as Record<string, number>)[
        event.key
      ];
      if (to === undefined) return;
      event.preventDefault();
      go(to, { focus: slideButtons.current.includes(event.target as HTMLButtonElement) });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [count, go, index]);

  // The track keeps the photo shown in place when its width changes (a rotated phone, a resized window).
  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (width > 0 && element.clientWidth !== width) {
        const shown = Math.round(element.scrollLeft / width);
        element.scrollTo({ left: shown * element.clientWidth, behavior: 'auto' });
      }
      width = element.clientWidth;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const counterText = t('gallery.slide', { position: index + 1, count });

  return (
    <section
      className={[styles.gallery, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { car: name })}
      ref={section}
    >
      <div className={styles.stage} onPointerDown={engage} onPointerEnter={engage} onFocus={engage}>
        <ul
          ref={track}
          className={styles.track}
          onScroll={onScroll}
          onTouchStart={onUserScroll}
          onWheel={onUserScroll}
          data-testid="gallery-track"
        >
          {photos.map((photo, position) => (
            <li
              key={photo.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('gallery.slide', { position: position + 1, count })}
            >
              <button
                ref={(element) => {
                  slideButtons.current[position] = element;
                }}
                type="button"
                className={styles.slideButton}
                tabIndex={position === index ? 0 : -1}
                aria-label={t('gallery.open', { position: position + 1, count })}
                onClick={() => {
                  setIndex(position);
                  viewer.open(position);
                }}
              >
                <CarImage
                  car={car}
                  photoId={photo.id}
                  size="detail"
                  sizes={DETAIL_IMAGE_SIZES}
                  priority={position === 0}
                  eager={engaged && Math.abs(position - index) <= 1}
                  alt=""
                  className={styles.image}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={t('gallery.previous')}
          onClick={() => go(index - 1)}
        >
          <ChevronLeftIcon size={24} />
        </button>
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t('gallery.next')}
          onClick={() => go(index + 1)}
        >
          <ChevronRightIcon size={24} />
        </button>
        <p className={styles.counter} aria-hidden="true" data-testid="gallery-counter">
          {index + 1} / {count}
        </p>
      </div>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {counterText}
      </p>
      <ul className={styles.thumbs} aria-label={t('photos', { count })}>
        {photos.map((photo, position) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-pressed={position === index}
              aria-label={t('showPhoto', { position: position + 1, count })}
              onClick={() => go(position)}
            >
              <img
                className={styles.thumb}
                src={carPhotoPath(car.id, photo.id, 'card')}
                alt=""
                width={100}
                height={64}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {viewer.isOpen && (
        <Suspense fallback={null}>
          <PhotoViewer
            car={car}
            photos={photos}
            startIndex={
              typeof viewer.value === 'number' && viewer.value >= 0 && viewer.value < count ? viewer.value : index
            }
            onIndexChange={(shown) => go(shown, { instant: true })}
            onClose={viewer.close}
          />
        </Suspense>
      )}
    </section>
  );
}
