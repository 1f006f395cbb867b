import { describe, expect, it } from 'vitest';
import { MAX_SCALE, clampView, zoomAt } from './photo-viewer';

// A 360 × 640 phone screen: the 3:2 photo fits its width, 360 × 240.
const stage = { width: 360, height: 640 };

describe('the viewer’s zoom arithmetic', () => {
  it('keeps the photo’s point under the fingers where it was when zooming', () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 50 });
    // The point 100 px right of the centre was at 100; at scale 2 it must still be at 100: x + 100 * 2 = 100.
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    const back = zoomAt(view, 1, { x: 100, y: 50 });
    expect(back).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('never lets a zoomed photo leave the screen, and centres what is smaller than it', () => {
    // At scale 2 the photo is 720 × 480: it may move 180 px sideways, not up or down (480 < 640).
    expect(clampView({ scale: 2, x: -500, y: 300 }, stage)).toEqual({ scale: 2, x: -180, y: 0 });
    expect(clampView({ scale: 4, x: 0, y: -1000 }, stage)).toEqual({ scale: 4, x: 0, y: -160 });
    expect(clampView({ scale: 0.5, x: 40, y: 40 }, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(clampView({ scale: 9, x: 0, y: 0 }, stage).scale).toBe(MAX_SCALE);
  });
});
