import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: 8,
  top: -100,
  zIndex: 20,
  padding: '10px 16px',
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 700,
  borderRadius: vars.radius.small,
  selectors: { '&:focus': { top: 8 } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  minHeight: 56,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  color: 'inherit',
  fontSize: '1.2rem',
  fontWeight: 800,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
});

export const tagline = style({
  display: 'none',
  fontSize: '0.9rem',
  opacity: 0.9,
  '@media': { [breakpoints.desktop]: { display: 'block' } },
});

export const offline = style({
  margin: 0,
  padding: '8px 16px',
  textAlign: 'center',
  fontSize: '0.9rem',
  fontWeight: 600,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const main = style({ flex: 1, paddingBlock: '20px 40px', outline: 'none' });

export const footer = style({
  paddingBlock: 20,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const toastRegion = style({
  position: 'fixed',
  insetInline: 12,
  bottom: 12,
  zIndex: 30,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  maxWidth: 520,
  width: '100%',
  padding: '12px 16px',
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'auto',
});

export const toastActions = style({ display: 'flex', gap: 8 });

export const pageHeading = style({ display: 'grid', gap: 4, marginBottom: 20 });

export const pageTitle = style({ fontSize: 'clamp(1.5rem, 5vw, 2.25rem)', lineHeight: 1.2 });

export const pageIntro = style({ color: vars.color.textMuted, maxWidth: '60ch' });
