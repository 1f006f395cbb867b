import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

/** The account pages: one centred column (a phone's full width, 480 px on larger screens). */
export const page = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: '24px 56px',
  '@media': { [breakpoints.desktop]: { paddingBlock: '48px 88px' } },
});

export const column = style({ display: 'grid', gap: 20, width: '100%', maxWidth: 480, minWidth: 0 });

export const head = style({ display: 'grid', gap: 8, textAlign: 'center', justifyItems: 'center' });

export const headIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: 800,
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
});

export const intro = style({ color: vars.color.textMuted, maxWidth: '46ch' });

export const form = style({ display: 'grid', gap: 16 });

export const nameRow = style({
  display: 'grid',
  gap: 16,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const requiredNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted, marginInlineStart: 4 });

export const formEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0 6px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const forgotRow = style({ display: 'flex', justifyContent: 'flex-end', marginTop: -8 });

/** A button that reads as a text link (switching the page's mode is not navigation). */
export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecorationThickness: 2 } },
});

const noticeBase = style({
  display: 'grid',
  gap: 8,
  padding: '14px 16px',
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid',
  color: vars.color.text,
});

/** An inline message inside a form or page: info (neutral), success, warning, error. */
export const notice = styleVariants({
  info: [noticeBase, { background: vars.color.surfaceMuted, borderColor: vars.color.primary }],
  success: [noticeBase, { background: vars.color.successSurface, borderColor: vars.color.success }],
  warning: [noticeBase, { background: vars.color.warningSurface, borderColor: vars.color.accent }],
  error: [noticeBase, { background: vars.color.dangerSurface, borderColor: vars.color.danger }],
});

export const noticeTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const noticeText = style({ fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });

export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 16,
  textAlign: 'center',
  paddingBlock: 16,
});

globalStyle(`${centered} > ${actions}`, { justifyContent: 'center' });

/** A live region right under a field: takes no room until it has something to say. */
export const live = style({ selectors: { '&:not(:empty)': { marginTop: 12 } } });

/** The password input with its show/hide button inside, at the end. */
export const passwordControl = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const passwordInput = style({ paddingInlineEnd: 52 });

export const passwordToggle = style({
  position: 'absolute',
  insetInlineEnd: 3,
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 40,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const guardLoading = style({ display: 'grid', placeItems: 'center', minHeight: '50vh' });
