import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.banner,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -8px 32px rgb(15 29 43 / 14%)',
  animation: `${rise} 260ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
});

export const inner = style({
  display: 'grid',
  gap: 16,
  paddingBlock: 18,
  '@media': {
    [breakpoints.wide]: { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: 24 },
  },
});

export const icon = style({
  display: 'none',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  '@media': { [breakpoints.wide]: { display: 'grid' } },
});

export const text = style({ display: 'grid', gap: 4, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '75ch' });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 8,
  '@media': { [breakpoints.tablet]: { display: 'flex', flexWrap: 'wrap' } },
});

export const acceptAll = style({
  gridColumn: '1 / -1',
  '@media': { [breakpoints.tablet]: { gridColumn: 'auto' } },
});

/** A switch's label row (works whether this or the switch's own inline-flex display applies). */
export const category = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  gap: 16,
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.primary },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const categoryText = style({ display: 'grid', gap: 4, flex: 1, minWidth: 0 });

export const categoryTitle = style({ fontWeight: 700 });

export const categoryDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const alwaysOn = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.success });
