import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  margin: 0,
  padding: '10px 14px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const loading = style({ display: 'grid', gap: 12 });

export const loadingColumns = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 });

export const missing = style({ display: 'grid', gap: 12 });

export const loadingImage = style({ aspectRatio: '400 / 256' });
