import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const spinnerWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  color: vars.color.textMuted,
});

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderInlineEndColor: 'transparent',
  color: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    [reducedMotion]: { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' },
  },
});

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.small,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
