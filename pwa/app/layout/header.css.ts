import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: `color-mix(in srgb, ${vars.color.surface} 92%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * Phones: logo and the menu button. 768 px and up: logo and tools (language, theme, account) on one row, the
 * links on a second: a dealer's or an admin's links in Croatian and German ("Nadzorna ploča prodavatelja",
 * "Administracija") need the page's whole width, which one row beside the logo and tools never has.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"logo . menu"',
  alignItems: 'center',
  columnGap: 16,
  minHeight: 64,
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateAreas: '"logo . tools" "nav nav nav"',
      rowGap: 0,
      paddingTop: 8,
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  color: vars.color.text,
  fontSize: '1.3rem',
  fontWeight: 800,
  letterSpacing: '-0.025em',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

export const logoAccent = style({ color: vars.color.primary });

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  minWidth: 0,
  '@media': {
    [breakpoints.desktop]: { display: 'block', marginInline: -12 },
  },
});

export const navList = style({
  display: 'flex',
  // Wrapped, never clipped: a label cut to "Händl…" is worse than a second line.
  flexWrap: 'wrap',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: 12,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  transition: 'color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.primary },
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 12,
      bottom: 4,
      height: 3,
      borderRadius: 3,
      background: vars.color.primary,
    },
  },
});

export const tools = style({
  gridArea: 'tools',
  display: 'none',
  alignItems: 'center',
  gap: 6,
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
});

export const menuButton = style({
  gridArea: 'menu',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minWidth: 44,
  minHeight: 44,
  paddingInline: 10,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '0.95rem',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});

/** The language menu's popover (react-aria places it below the button). */
export const languagePopover = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 180,
  padding: 6,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const languageOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const languageCode = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
  letterSpacing: '0.06em',
});

export const accountLink = style({ marginInlineStart: 4 });
