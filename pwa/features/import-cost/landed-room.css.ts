import { style } from '@vanilla-extract/css';

/**
 * The room the landed price takes under the asking price (its label, the price, the extras line and the
 * breakdown's 44 px button), held while its code loads and kept by the block itself. A car page the browser
 * renders (or a dialog) otherwise drew the key facts first and pushed them down when it arrived: the car page's
 * layout shift (Lighthouse CLS 0.04-0.08).
 */
export const landedRoom = style({ minHeight: '8.5rem' });
