import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const layout = style({
  display: 'grid',
  gap: 24,
  paddingBlock: '32px 72px',
  '@media': {
    [breakpoints.wide]: {
      gridTemplateColumns: 'minmax(0, 1.7fr) minmax(280px, 1fr)',
      gap: 32,
      alignItems: 'start',
      paddingBlock: '44px 96px',
    },
  },
});

export const form = style({ display: 'grid', gap: 18 });

export const formTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: 750, marginBottom: 4 });

export const formIntro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({
  display: 'grid',
  gap: 18,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  justifyContent: 'space-between',
});

export const privacyNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '48ch' });

/** The honeypot: out of sight and out of the accessibility tree; bots that fill every field fill it. */
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: -10000,
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const aside = style({ display: 'grid', gap: 16 });

export const infoTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const infoIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const hours = style({ display: 'grid', gap: 0, margin: 0 });

export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  paddingBlock: 10,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const hoursDay = style({ color: vars.color.textMuted });

export const hoursTime = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', margin: 0 });

export const closed = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });

export const infoText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const contactLine = style({ display: 'flex', alignItems: 'center', gap: 10, overflowWrap: 'anywhere' });
