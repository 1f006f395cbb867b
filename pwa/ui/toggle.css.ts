import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: 6,
  background: vars.color.surface,
  color: 'transparent',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 44,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 46,
  height: 28,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  transition: 'background-color 160ms ease, border-color 160ms ease',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.7 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  insetInlineStart: 2,
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: vars.color.borderStrong,
  boxShadow: '0 1px 2px rgb(0 0 0 / 20%)',
  transition: 'transform 160ms ease, background-color 160ms ease',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)', background: vars.color.onPrimary },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-18px)' },
  },
});
