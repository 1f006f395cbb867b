import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const wrap = style({ display: 'grid', gap: 16 });

const block = { background: vars.color.skeleton, borderRadius: vars.radius.large } as const;

export const tabs = style({ ...block, height: 52 });

export const form = style({ ...block, height: 320 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
});

export const card = style({ ...block, height: 380, borderRadius: vars.radius.medium });
