import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  scrollMarginTop: 80,
  outline: 'none',
});

export const heading = style({ display: 'grid', gap: 2 });

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: 700 });

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 });

export const sort = style({ minWidth: 220 });

export const offlineNote = style({
  padding: '10px 14px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const loading = style({ display: 'grid' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: 12,
});

export const summary = style({ color: vars.color.textMuted, minHeight: '1.5em' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
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
