import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const menu = style({ outline: 'none', minWidth: 180 });
export const danger = style({ selectors: { '&&': { color: vars.color.danger } } });
