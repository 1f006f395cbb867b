import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** An option of two lines: the name, and under it what tells it apart. */
export const option = style({ flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', gap: 2 });

export const optionLabel = style({ fontWeight: 600 });

export const optionDetail = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
});
