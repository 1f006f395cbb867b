import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';
import { BODY_LINE_HEIGHT } from '../../ui/tokens';

// The form's measures, which its skeleton adds up to the form's height (a different height moved the hero's
// content when the form arrived: 39 px on a phone, 4 px on a wide screen).
const PADDING = { phone: 12, tablet: 16 } as const;
const GAP = { phone: 10, tablet: 12 } as const;
const LABEL_GAP = 4;
const SELECT_HEIGHT = 44;
const SUBMIT_HEIGHT = 52; // the large button
const FIELD_HEIGHT = `${vars.fontSize.sm} * ${BODY_LINE_HEIGHT} + ${LABEL_GAP + SELECT_HEIGHT}px`;

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
  gap: GAP.phone,
  padding: PADDING.phone,
  color: vars.color.text,
  '@media': {
    [breakpoints.tablet]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      padding: PADDING.tablet,
      gap: GAP.tablet,
    },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', alignItems: 'end', maxWidth: 980 },
  },
});

export const field = style({ display: 'grid', gap: LABEL_GAP, minWidth: 0 });

/** The price on a phone: its own row, so "Bilo koja cijena" / "Beliebiger Preis" reads in full. */
export const priceField = style({
  gridColumn: '1 / -1',
  '@media': { [breakpoints.tablet]: { gridColumn: 'auto' } },
});

export const label = style({ fontSize: vars.fontSize.sm, lineHeight: BODY_LINE_HEIGHT, fontWeight: 600 });

export const select = style({
  width: '100%',
  minHeight: SELECT_HEIGHT,
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

/**
 * The room the form takes while its chunk loads: on phones two rows of fields and the button, on tablets a row of
 * fields and the button, on wide screens one row.
 */
export const quickSearchSkeleton = style({
  ...card,
  height: `calc(${2 * PADDING.phone + 2 * GAP.phone + SUBMIT_HEIGHT}px + 2 * (${FIELD_HEIGHT}))`,
  '@media': {
    [breakpoints.tablet]: { height: `calc(${2 * PADDING.tablet + GAP.tablet + SUBMIT_HEIGHT}px + ${FIELD_HEIGHT})` },
    [breakpoints.wide]: { height: `calc(${2 * PADDING.tablet}px + ${FIELD_HEIGHT})`, maxWidth: 980 },
  },
});
