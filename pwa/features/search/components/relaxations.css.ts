import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const box = style({ display: 'grid', gap: 10, justifyItems: 'center', textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
