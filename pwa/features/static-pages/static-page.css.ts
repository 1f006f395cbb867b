import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const band = style({
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.background} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bandInner = style({
  display: 'grid',
  gap: 14,
  paddingBlock: '36px 32px',
  '@media': { [breakpoints.desktop]: { paddingBlock: '56px 44px' } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: 800,
  letterSpacing: '-0.025em',
  maxWidth: '24ch',
});

export const intro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '68ch',
  lineHeight: 1.65,
});

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: 32,
  paddingBlock: '32px 72px',
  '@media': { [breakpoints.wide]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: 56, paddingBlock: '44px 96px' } },
});

export const toc = style({
  display: 'none',
  '@media': {
    [breakpoints.wide]: {
      display: 'block',
      position: 'sticky',
      top: 96,
      alignSelf: 'start',
      maxHeight: 'calc(100vh - 120px)',
      overflowY: 'auto',
    },
  },
});

export const tocTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: 10,
});

export const tocList = style({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const tocLink = style({
  display: 'block',
  padding: '6px 12px',
  marginInlineStart: -2,
  borderInlineStart: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, borderInlineStartColor: vars.color.primary } },
});

export const article = style({ display: 'grid', gap: 40, maxWidth: '72ch', minWidth: 0 });

// Anchored sections stop below the sticky header by the page's scroll-padding (global.css.ts).
export const section = style({ display: 'grid', gap: 14 });

export const sectionHeading = style({ fontSize: vars.fontSize['2xl'], fontWeight: 750, letterSpacing: '-0.015em' });

export const paragraph = style({ lineHeight: 1.75, color: vars.color.text });

export const list = style({ display: 'grid', gap: 10, margin: 0, paddingInlineStart: 0, listStyle: 'none' });

export const listItem = style({
  position: 'relative',
  paddingInlineStart: 28,
  lineHeight: 1.65,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 6,
      top: '0.6em',
      width: 8,
      height: 8,
      borderRadius: '50%',
      background: vars.color.primary,
    },
  },
});

export const disclaimer = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: 12,
  padding: '16px 18px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});

export const disclaimerTitle = style({ fontWeight: 700, marginBottom: 2 });

export const cta = style({
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
  padding: 28,
  borderRadius: vars.radius.large,
  background: vars.color.primarySoft,
});

export const ctaTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 750 });

globalStyle(`${paragraph} a`, { fontWeight: 600 });
