import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: 6,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** The place (with "Use my location" under it) and the radius: side by side from tablets up, stacked on phones. */
export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const place = style({ display: 'grid', gap: 4, minWidth: 0 });

/** The link-like button under the place field; its own line, so a long German label wraps instead of widening. */
export const locate = style({ justifySelf: 'start', maxWidth: '100%', whiteSpace: 'normal', textAlign: 'start' });

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

export const radius = style({ minWidth: 0 });
