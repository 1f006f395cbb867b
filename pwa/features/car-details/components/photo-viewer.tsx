/**
 * The full-screen photo viewer (loaded when the buyer reaches for the gallery): swipe between photos, pinch
 * or double-tap (double-click) to zoom, drag to pan a zoomed photo, the wheel zooms too; arrow keys move,
 * + and - zoom, 0 resets, Escape (or back) closes. Pointer events on a stage with `touch-action: none`: one
 * code path for touch, pen and mouse, no library.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import type { Car, CarPhoto } from '@contract/car';
import { IMAGE_SIZES, carPhotoPath } from '@contract/car-image';
import { CloseIcon } from '../../../ui/icons/close';
import { visuallyHidden } from '../../../ui/layout.css';
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon, ZoomOutIcon } from './gallery-icons';
import * as styles from './photo-viewer.css';

export const MAX_SCALE = 4;
const DOUBLE_TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;
/** Movement below this is a tap, not a drag. */
const TAP_SLOP = 10;
const STEP = 1.5;
const ASPECT = IMAGE_SIZES.detail.width / IMAGE_SIZES.detail.height;
/** The image's box is at most twice the detail size (see the stylesheet). */
const MAX_BOX = { width: IMAGE_SIZES.detail.width * 2, height: IMAGE_SIZES.detail.height * 2 };

interface View {
  scale: number;
  x: number;
  y: number;
}
interface Point {
  x: number;
  y: number;
}
type Gesture =
  | { kind: 'one'; start: Point; view: View; time: number; moved: boolean }
  | { kind: 'pinch'; distance: number; middle: Point; view: View };

const RESET: View = { scale: 1, x: 0, y: 0 };

const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function rectOf(element: HTMLElement | null) {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0, left: rect?.left ?? 0, top: rect?.top ?? 0 };
}

/** A point of the screen relative to the element's centre. */
function relativeToCentre(element: HTMLElement | null, point: Point): Point {
  const rect = rectOf(element);
  return { x: point.x - rect.left - rect.width / 2, y: point.y - rect.top - rect.height / 2 };
}

/** The photo's size on the stage at scale 1 (contained in its box, 3:2). */
function fitted(stage: { width: number; height: number }) {
  const box = { width: Math.min(stage.width, MAX_BOX.width), height: Math.min(stage.height, MAX_BOX.height) };
  const width = Math.min(box.width, box.height * ASPECT);
  return { width, height: width / ASPECT };
}

/** Keeps a zoomed photo covering the stage where it can, centred where it is smaller than the stage. */
export function clampView(view: View, stage: { width: number; height: number }): View {
  const scale = clampNumber(view.scale, 1, MAX_SCALE);
  const photo = fitted(stage);
  const maxX = Math.max(0, (photo.width * scale - stage.width) / 2);
  const maxY = Math.max(0, (photo.height * scale - stage.height) / 2);
  return { scale, x: clampNumber(view.x, -maxX, maxX), y: clampNumber(view.y, -maxY, maxY) };
}

/** Zooms to `scale` keeping the photo's point under `focus` (relative to the stage's centre) in place. */
export function zoomAt(view: View, scale: number, focus: Point): View {
  const ratio = scale / view.scale;
  return { scale, x: focus.x - (focus.x - view.x) * ratio, y: focus.y - (focus.y - view.y) * ratio };
}

export interface PhotoViewerProps {
  car: Pick<Car, 'id' | 'brand' | 'model' | 'year'>;
  photos: CarPhoto[];
  startIndex: number;
  /** Told which photo shows, so the gallery behind shows it too on closing. */
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export default function PhotoViewer({ car, photos, startIndex, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('details');
  const count = photos.length;
  const [index, setIndex] = useState(startIndex);
  const [zoomed, setZoomed] = useState(false);
  const [atMax, setAtMax] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const view = useRef<View>(RESET);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);
  const name = `${car.brand} ${car.model}`;
  const photo = photos[index] ?? photos[0]!;

  const stageSize = () => rectOf(stage.current);
  const fromCentre = (point: Point) => relativeToCentre(stage.current, point);

  const apply = useCallback((next: View, animate = false) => {
    view.current = next;
    const element = image.current;
    if (element) {
      element.style.transition = animate ? 'transform 180ms ease-out' : 'none';
      element.style.transform = `translate3d(${next.x}px, ${next.y}px, 0) scale(${next.scale})`;
    }
    setZoomed(next.scale > 1.01);
    setAtMax(next.scale >= MAX_SCALE - 0.01);
  }, []);

  const show = useCallback(
    (target: number) => {
      const next = ((target % count) + count) % count;
      setIndex(next);
      onIndexChange(next);
      apply(RESET);
    },
    [apply, count, onIndexChange],
  );

  const zoomBy = useCallback(
    (factor: number, focus: Point = { x: 0, y: 0 }, animate = true) => {
      const current = view.current;
      const scale = clampNumber(current.scale * factor, 1, MAX_SCALE);
      apply(clampView(zoomAt(current, scale, focus), rectOf(stage.current)), animate);
    },
    [apply],
  );

  // Keys: arrows move, + and - zoom, 0 resets (Escape is the dialog's: it closes).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => show(index - 1),
        ArrowRight: () => show(index + 1),
        '+': () => zoomBy(STEP),
        '=': () => zoomBy(STEP),
        '-': () => zoomBy(1 / STEP),
        '0': () => apply(RESET, true),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [apply, index, show, zoomBy]);

  // The wheel (and a trackpad's pinch, which arrives as a wheel with ctrlKey) zooms where the pointer is.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(
        Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.002)),
        relativeToCentre(element, { x: event.clientX, y: event.clientY }),
        false,
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const [first, second] = [...pointers.current.values()];
    if (first && second) {
      gesture.current = {
        kind: 'pinch',
        distance: Math.max(1, distance(first, second)),
        middle: middle(first, second),
        view: view.current,
      };
    } else {
      gesture.current = { kind: 'one', start: point, view: view.current, time: event.timeStamp, moved: false };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    const size = stageSize();
    if (current.kind === 'pinch') {
      const [first, second] = [...pointers.current.values()];
      if (!first || !second) return;
      const centre = middle(first, second);
      const scale = clampNumber((current.view.scale * distance(first, second)) / current.distance, 1, MAX_SCALE);
      // The photo's point that was under the fingers' middle stays under it (and follows it).
      const zoomedView = zoomAt(current.view, scale, fromCentre(current.middle));
      const moved = {
        ...zoomedView,
        x: zoomedView.x + centre.x - current.middle.x,
        y: zoomedView.y + centre.y - current.middle.y,
      };
      apply(clampView(moved, size));
      return;
    }
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    current.moved = true;
    if (current.view.scale > 1.01)
      apply(clampView({ ...current.view, x: current.view.x + dx, y: current.view.y + dy }, size));
    // Not zoomed: the photo follows the finger sideways, to be let go for the next one.
    else apply({ scale: 1, x: dx, y: 0 });
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    const remaining = [...pointers.current.values()][0];
    if (current?.kind === 'pinch') {
      // One finger stays: it pans from here; no tap, no swipe.
      gesture.current = remaining
        ? { kind: 'one', start: remaining, view: view.current, time: event.timeStamp, moved: true }
        : null;
      if (view.current.scale < 1.05) apply(RESET, true);
      return;
    }
    gesture.current = null;
    if (!current || event.type === 'pointercancel') {
      apply(clampView(view.current, stageSize()), true);
      return;
    }
    const point = { x: event.clientX, y: event.clientY };
    if (!current.moved) {
      const previous = lastTap.current;
      if (
        previous &&
        event.timeStamp - previous.time < DOUBLE_TAP_MS &&
        distance(previous.point, point) < DOUBLE_TAP_DISTANCE
      ) {
        lastTap.current = null;
        if (view.current.scale > 1.01) apply(RESET, true);
        else apply(clampView(zoomAt(view.current, DOUBLE_TAP_SCALE, fromCentre(point)), stageSize()), true);
      } else {
        lastTap.current = { time: event.timeStamp, point };
      }
      return;
    }
    if (current.view.scale > 1.01) return;
    const dx = point.x - current.start.x;
    const threshold = Math.min(80, stageSize().width * 0.15);
    if (count > 1 && Math.abs(dx) > threshold) show(index + (dx < 0 ? 1 : -1));
    else apply(RESET, true);
  };

  // The photos beside this one load while it is looked at.
  useEffect(() => {
    if (count < 2) return;
    for (const neighbour of [index - 1, index + 1]) {
      const other = photos[((neighbour % count) + count) % count];
      if (other) new Image().src = carPhotoPath(car.id, other.id, 'detail');
    }
  }, [car.id, count, index, photos]);

  const position = { position: index + 1, count };

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog} aria-label={t('gallery.viewer', { car: name })}>
          <div className={styles.topBar}>
            <p className={styles.counter} aria-hidden="true" data-testid="viewer-counter">
              {index + 1} / {count}
            </p>
            <div className={styles.tools}>
              <button
                type="button"
                className={styles.tool}
                aria-label={t('gallery.zoomOut')}
                aria-disabled={!zoomed}
                onClick={() => zoomed && zoomBy(1 / STEP)}
              >
                <ZoomOutIcon />
              </button>
              <button
                type="button"
                className={styles.tool}
                aria-label={t('gallery.zoomIn')}
                aria-disabled={atMax}
                onClick={() => !atMax && zoomBy(STEP)}
              >
                <ZoomInIcon />
              </button>
              <button type="button" className={styles.tool} aria-label={t('gallery.close')} onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
          </div>
          <div
            ref={stage}
            className={styles.stage}
            data-zoomed={zoomed}
            data-testid="photo-viewer-stage"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <img
              key={photo.id}
              ref={image}
              className={styles.image}
              src={carPhotoPath(car.id, photo.id, 'detail')}
              alt={`${t('imageAlt', { brand: car.brand, model: car.model, year: car.year })} (${t('gallery.slide', position)})`}
              width={IMAGE_SIZES.detail.width}
              height={IMAGE_SIZES.detail.height}
              draggable={false}
              decoding="async"
            />
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.previous}`}
                aria-label={t('gallery.previous')}
                onClick={() => show(index - 1)}
              >
                <ChevronLeftIcon size={26} />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.next}`}
                aria-label={t('gallery.next')}
                onClick={() => show(index + 1)}
              >
                <ChevronRightIcon size={26} />
              </button>
            </>
          )}
          <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
            {t('gallery.slide', position)}
          </p>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
