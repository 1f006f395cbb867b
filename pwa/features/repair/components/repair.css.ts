import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const panel = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 });

export const head = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: 1.3 });

export const intro = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space['3'] } },
});

/** The submit button lines up with the input (under the label) on wide screens. */
export const submit = style({ '@media': { [breakpoints.desktop]: { marginTop: 28 } } });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const examples = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  padding: '4px 12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const chipCount = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.8 });

export const notice = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const errorNotice = style([notice, { background: vars.color.dangerSurface, borderColor: vars.color.danger }]);

export const warningNotice = style([
  notice,
  { background: vars.color.warningSurface, borderColor: vars.color.borderStrong },
]);

export const noticeTitle = style({ fontSize: vars.fontSize.md, lineHeight: 1.35 });

export const noticeText = style({ maxWidth: '70ch' });

export const resultsHead = style({ display: 'grid', gap: vars.space['3'] });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '6px 12px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const understood = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sourceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '80ch' });

export const link = style({ color: vars.color.link, fontWeight: 600, overflowWrap: 'anywhere' });

export const filters = style({ display: 'grid', gap: vars.space['3'] });

export const filterChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '400 / 256',
  objectFit: 'cover',
  background: vars.color.skeleton,
});

export const cardBody = style({
  display: 'grid',
  gap: 8,
  padding: '14px 16px 16px',
  flex: 1,
  alignContent: 'start',
  minWidth: 0,
});

export const kind = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const cardTitle = style({ fontSize: '1.05rem', lineHeight: 1.3, overflowWrap: 'anywhere' });

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const lineIcon = style({ flex: '0 0 auto', marginTop: 1 });

export const rating = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2px 8px',
  fontSize: vars.fontSize.sm,
});

export const stars = style({ display: 'inline-flex', gap: 1, color: vars.color.rating });

export const ratingValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.textMuted });

export const open = style({ color: vars.color.success, fontWeight: 600 });

export const closed = style({ color: vars.color.danger, fontWeight: 600 });

export const disclosureButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 4 },
  },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const disclosureHeading = style({ margin: 0, fontSize: 'inherit' });

/** A collapsed panel takes no room (react-aria keeps it in the page, hidden). */
export const disclosurePanel = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const details = style({ display: 'grid', gap: vars.space['3'], fontSize: vars.fontSize.sm, paddingBottom: 4 });

export const subTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 700, margin: '0 0 4px' });

export const list = style({ margin: 0, paddingInlineStart: '1.2em', display: 'grid', gap: 2 });

export const weekList = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 16px', margin: 0 });

export const dayRow = style({ display: 'contents' });

export const dayHours = style({ margin: 0 });

export const today = style({ fontWeight: 700 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: 8,
});

export const more = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const dialogBody = style({ display: 'grid', gap: vars.space['5'] });

export const section = style({ display: 'grid', gap: vars.space['2'] });

export const dialogPhoto = style({ display: 'grid', gap: 4 });

export const recent = style({ display: 'grid', gap: vars.space['2'] });

export const recentList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
