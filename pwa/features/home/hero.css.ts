import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, reducedMotion, vars } from '../../ui/theme.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  color: vars.color.heroText,
  background: `radial-gradient(ellipse 60% 80% at 85% 10%, ${vars.color.heroGlow}, transparent 70%), linear-gradient(135deg, ${vars.color.heroStart} 0%, ${vars.color.heroEnd} 100%)`,
  vars: { [vars.color.focus]: '#ffd166' },
});

/** A soft wave at the bottom edge into the page background. */
export const wave = style({
  position: 'absolute',
  insetInline: 0,
  bottom: -1,
  width: '100%',
  height: 48,
  color: vars.color.background,
  zIndex: -1,
  '@media': { [breakpoints.desktop]: { height: 72 } },
});

export const inner = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'start',
  gap: 12,
  paddingBlock: '16px 40px',
  '@media': { [breakpoints.desktop]: { paddingBlock: '48px 96px', gap: 20 } },
});

/** The decorative horizon on wide screens: a disc (moon in light, sun in summer) over layered waves. */
export const art = style({
  position: 'absolute',
  insetInlineEnd: 0,
  bottom: 24,
  width: 'min(46vw, 560px)',
  height: 'auto',
  zIndex: -1,
  display: 'none',
  '@media': { [breakpoints.wide]: { display: 'block' } },
});

export const sunGlow = style({ stopColor: vars.color.heroSunGlow });
export const sunGlowEnd = style({ stopColor: vars.color.heroSunGlow, stopOpacity: 0 });
export const sun = style({ fill: vars.color.heroSun });
export const waveLayer = style({ fill: vars.color.heroWave });

/** Phones show the title and the quick search only. */
export const eyebrow = style({
  display: 'none',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgb(255 255 255 / 12%)',
  border: '1px solid rgb(255 255 255 / 22%)',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.heroText,
  '@media': { [breakpoints.desktop]: { display: 'inline-flex' } },
});

export const title = style({
  maxWidth: '20ch',
  fontSize: vars.fontSize['3xl'],
  '@media': { [breakpoints.desktop]: { maxWidth: '16ch', fontSize: vars.fontSize.display } },
  fontWeight: 800,
  lineHeight: 1.08,
  letterSpacing: '-0.03em',
});

export const subtitle = style({
  display: 'none',
  maxWidth: '54ch',
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.heroTextMuted,
  '@media': { [breakpoints.desktop]: { display: 'block', fontSize: vars.fontSize.xl } },
});

export const facts = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: '8px 24px',
  margin: '8px 0 0',
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.heroTextMuted,
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: 8 });

const twinkle = keyframes({
  '0%, 100%': { opacity: 0, transform: 'scale(0.4)' },
  '50%': { opacity: 1, transform: 'scale(1)' },
});

export const sparkles = style({ position: 'absolute', inset: 0, zIndex: -1, pointerEvents: 'none' });

export const sparkle = style({
  position: 'absolute',
  borderRadius: '50%',
  background: '#ffffff',
  boxShadow: '0 0 6px 1px rgb(255 255 255 / 70%)',
  opacity: 0,
  animationName: twinkle,
  animationDuration: '2s',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': { [reducedMotion]: { display: 'none' } },
});
