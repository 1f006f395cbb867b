import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const heart = style({
  selectors: {
    '&[data-selected]': { color: vars.color.danger, borderColor: vars.color.danger },
  },
});
