import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

/** A card on the hero: brand and model side by side, then the price, then the button (phones); one row on wide screens. */
const card = {
  width: '100%',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
} as const;

export const form = style({
  ...card,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 10,
  padding: 12,
  color: vars.color.text,
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', padding: 16, gap: 12 },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', alignItems: 'end', maxWidth: 980 },
  },
});

export const field = style({ display: 'grid', gap: 4, minWidth: 0 });

/** The price on a phone: its own row, so "Bilo koja cijena" / "Beliebiger Preis" reads in full. */
export const priceField = style({
  gridColumn: '1 / -1',
  '@media': { [breakpoints.tablet]: { gridColumn: 'auto' } },
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const select = style({
  width: '100%',
  minHeight: 44,
  padding: '8px 10px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.primary, outline: 'none', boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Full width on phones (the count makes it long: "Prikaži 1.284 automobila"). */
export const submit = style({
  gridColumn: '1 / -1',
  justifyContent: 'center',
  minWidth: 0,
  whiteSpace: 'normal',
  '@media': { [breakpoints.wide]: { gridColumn: 'auto', minWidth: 220 } },
});

/** The room the form takes while its chunk loads: three rows on phones, two on tablets, one on wide screens. */
export const quickSearchSkeleton = style({
  ...card,
  height: 196,
  '@media': { [breakpoints.tablet]: { height: 164 } , [breakpoints.wide]: { height: 98, maxWidth: 980 } },
});
