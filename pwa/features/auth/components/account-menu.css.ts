import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The header's account button: avatar and name, like the header's other tool buttons. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '4px 12px 4px 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.95rem',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
  },
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: '1rem',
  lineHeight: 1,
  textTransform: 'uppercase',
});

export const avatarLarge = style([avatar, { width: 44, height: 44, fontSize: '1.2rem' }]);

export const name = style({
  minWidth: 0,
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const popover = style({
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  gap: 2,
  width: 'max-content',
  minWidth: 240,
  maxWidth: 320,
  padding: 6,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

/** Who is signed in: avatar, full name and email. */
export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minWidth: 0,
  padding: '8px 10px 10px',
});

export const identityText = style({ display: 'grid', minWidth: 0 });

export const identityName = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const identityEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const divider = style({ height: 1, margin: '2px 0', border: 0, background: vars.color.border });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 44,
  padding: '8px 12px',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 500,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered], &[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});

/** The account block inside the mobile menu. */
export const menuBlock = style({ display: 'grid', gap: 10 });

export const menuIdentity = style([identity, { padding: 0 }]);

/** Holds the place of the account slot while the user loads, so the header does not jump. */
export const placeholder = style({ display: 'inline-block', width: 96, height: 36 });

export const placeholderMenu = style({ display: 'block', height: 44 });
