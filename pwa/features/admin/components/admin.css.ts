import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({
  paddingBlock: '24px 56px',
  display: 'grid',
  gap: 20,
  '@media': { [breakpoints.desktop]: { paddingBlock: '32px 72px' } },
});
export const head = style({ display: 'grid', gap: 6 });
export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: 800 });
export const muted = style({ color: vars.color.textMuted });
export const section = style({ display: 'grid', gap: 16, paddingBlockStart: 16 });

export const toolbar = style({
  display: 'grid',
  gap: 12,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' },
  },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

export const list = style({ display: 'grid', gap: 12, listStyle: 'none', padding: 0, margin: 0 });
export const groupCard = style({ display: 'grid', gap: 8 });
export const groupHead = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const groupType = style({ fontWeight: 700, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
export const groupMessage = style({ overflowWrap: 'anywhere', fontWeight: 600 });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({
  textAlign: 'start',
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: '10px 12px', borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const messageCell = style([td, { maxWidth: 420, overflowWrap: 'anywhere' }]);
export const numberCell = style([td, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const pager = style({
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
});

export const pre = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceMuted,
  padding: 12,
  borderRadius: vars.radius.medium,
  overflowX: 'auto',
  whiteSpace: 'pre',
  maxHeight: 320,
  margin: 0,
});
export const dl = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 });
export const dt = style({ fontWeight: 700 });
export const dd = style({ margin: 0, overflowWrap: 'anywhere' });
export const subheading = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBlock: '16px 8px' });

export const demo = style({ display: 'grid', gap: 12 });
export const tone = styleVariants({ ok: { color: vars.color.success }, bad: { color: vars.color.danger } });

export const viewGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});
export const viewButton = style({
  minHeight: 40,
  paddingInline: 14,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
