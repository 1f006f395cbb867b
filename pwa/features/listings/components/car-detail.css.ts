import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({ display: 'grid', gap: 20 });

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
});

export const top = style({
  display: 'grid',
  gap: 20,
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 600px) minmax(0, 1fr)', gap: 28 } },
});

export const image = style({ borderRadius: vars.radius.medium });

export const summary = style({ display: 'grid', gap: 14 });

export const title = style({ fontSize: 'clamp(1.5rem, 4vw, 2rem)', lineHeight: 1.2 });

export const subtitle = style({ color: vars.color.textMuted });

export const priceLabel = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const price = style({ fontSize: '2rem', fontWeight: 700, color: vars.color.price, lineHeight: 1.1 });

export const panel = style({
  display: 'grid',
  gap: 12,
  padding: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [breakpoints.desktop]: { padding: 20 } },
});

export const panelTitle = style({ fontSize: '1.15rem' });

/** Label/value pairs in as many columns as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
  gap: '12px 16px',
});

export const contact = style([facts, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }]);

export const fact = style({ display: 'grid', alignContent: 'start', gap: 2, minWidth: 0 });

export const factLabel = style({ fontSize: '0.8rem', color: vars.color.textMuted });

export const factValue = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: vars.font.mono, fontSize: '0.9rem', letterSpacing: '-0.02em' });

export const description = style({ whiteSpace: 'pre-line', maxWidth: '75ch' });

export const features = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  padding: '4px 10px',
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  fontSize: '0.9rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 10 });
