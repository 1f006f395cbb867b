import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { PhotoGallery } from './photo-gallery';
import { renderDetails, resetDetailsTestState } from '../testing/details-test-kit';

const photos = ['photo-aaaa1', 'photo-bbbb2', 'photo-cccc3', 'photo-dddd4'].map((id) => ({
  id,
  width: 1200,
  height: 800,
}));
const car = makeCar({ id: 77, photos });
const SLIDE_WIDTH = 300;

// jsdom lays nothing out: the track is 300 px wide, and scrolling it moves scrollLeft and tells the page.
const originalScrollTo = Element.prototype.scrollTo;
const originalClientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => SLIDE_WIDTH });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    this.scrollLeft = typeof options === 'object' ? (options.left ?? 0) : (options ?? 0);
    this.dispatchEvent(new Event('scroll'));
  } as typeof Element.prototype.scrollTo;
});
afterEach(async () => {
  Element.prototype.scrollTo = originalScrollTo;
  if (originalClientWidth) Object.defineProperty(Element.prototype, 'clientWidth', originalClientWidth);
  await resetDetailsTestState();
});

async function renderGallery(shown = car) {
  const view = renderDetails({ routes: [{ path: '/', element: <PhotoGallery car={shown} /> }] });
  return { ...view, user: userEvent.setup() };
}

const counter = () => screen.getByTestId('gallery-counter').textContent;
const announced = () => screen.getByText(/^Photo \d of 4$/, { selector: '[aria-live]' }).textContent;
/** Waits a frame: the counter follows a swipe on the next animation frame. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('the photo gallery', () => {
  it('shows one photo at a time with a counter; the buttons move (and wrap), read out politely', async () => {
    const { user } = await renderGallery();
    const gallery = await screen.findByRole('region', { name: 'Photos of Škoda Octavia' });
    expect(gallery.getAttribute('aria-roledescription')).toBe('carousel');
    expect(counter()).toBe('1 / 4');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('2 / 4');
    expect(announced()).toBe('Photo 2 of 4');
    expect(screen.getByTestId('gallery-track').scrollLeft).toBe(SLIDE_WIDTH);

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('4 / 4');
    expect(announced()).toBe('Photo 4 of 4');
  });

  it('a swipe (the track scrolled) moves the counter to the photo in view', async () => {
    await renderGallery();
    const track = await screen.findByTestId('gallery-track');
    fireEvent.touchStart(track);
    track.scrollLeft = SLIDE_WIDTH * 2;
    fireEvent.scroll(track);
    await nextFrame();
    expect(counter()).toBe('3 / 4');
  });

  it('arrow keys, Home and End move through the photos; focus follows on the photo itself', async () => {
    const { user } = await renderGallery();
    const first = await screen.findByRole('button', { name: 'Open photo 1 of 4 full screen' });
    // Only the photo shown is in the tab order.
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Open photo 2 of 4 full screen' }).tabIndex).toBe(-1);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('2 / 4');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open photo 2 of 4 full screen' }));
    await user.keyboard('{End}');
    expect(counter()).toBe('4 / 4');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 4');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('4 / 4');
  });

  it('the thumbnails choose the photo shown', async () => {
    const { user } = await renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Show photo 3 of 4' }));
    expect(counter()).toBe('3 / 4');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 4' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sizes each photo to its slot from the endpoint sizes; only the first loads at once', async () => {
    await renderGallery();
    const images = within(await screen.findByTestId('gallery-track')).getAllByRole('presentation');
    expect(images).toHaveLength(4);
    expect(images[0]!.getAttribute('srcset')).toBe(
      '/api/images/cars/77/photos/photo-aaaa1/card 400w, /api/images/cars/77/photos/photo-aaaa1/detail 600w',
    );
    expect(images[0]!.getAttribute('sizes')).toContain('100vw');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it('a tap opens the full-screen viewer on that photo; arrows move it, Escape closes it, the gallery follows', async () => {
    const { user } = await renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Open photo 2 of 4 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Škoda Octavia, full screen' });
    expect(within(viewer).getByTestId('viewer-counter').textContent).toBe('2 / 4');
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/images/cars/77/photos/photo-bbbb2/detail');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByTestId('viewer-counter').textContent).toBe('3 / 4');
    expect(within(viewer).getByRole('img', { name: 'Škoda Octavia, 2019 (Photo 3 of 4)' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByTestId('viewer-counter').textContent).toBe('1 / 4');
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByTestId('viewer-counter').textContent).toBe('4 / 4');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(counter()).toBe('4 / 4');
  });

  it('the viewer zooms with its buttons and resets with 0; zoom out is unavailable at full size', async () => {
    const { user } = await renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Open photo 1 of 4 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Škoda Octavia, full screen' });
    const image = within(viewer).getByRole('img');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(image.style.transform).toContain('scale(1.5)');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('false');
    await user.keyboard('0');
    expect(image.style.transform).toContain('scale(1)');
  });

  it('one photo is a plain picture: no counter, no buttons', async () => {
    await renderGallery(makeCar({ id: 78, photos: photos.slice(0, 1) }));
    const image = await screen.findByRole('img', { name: 'Škoda Octavia, 2019' });
    expect(image.getAttribute('src')).toBe('/api/images/cars/78/photos/photo-aaaa1/detail');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(screen.queryByTestId('gallery-counter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });
});
