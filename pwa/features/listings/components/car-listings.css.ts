import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const section = style({ display: 'grid', gap: 16 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: 12,
});

export const summary = style({ color: vars.color.textMuted, minHeight: '1.5em' });

export const sortField = style({ display: 'grid', gap: 4, fontSize: '0.875rem', fontWeight: 600 });

export const select = style({
  minHeight: 44,
  minWidth: 220,
  padding: '8px 12px',
  font: 'inherit',
  fontWeight: 400,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeletonCard = style({
  display: 'grid',
  gap: 10,
  paddingBottom: 14,
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const skeletonImage = style({ aspectRatio: '400 / 256', background: vars.color.skeleton });

export const skeletonLine = style({
  height: 14,
  marginInline: 14,
  borderRadius: 4,
  background: vars.color.skeleton,
  selectors: { '&:nth-child(2)': { width: '60%', height: 18 }, '&:nth-child(3)': { width: '40%', height: 22 } },
});
