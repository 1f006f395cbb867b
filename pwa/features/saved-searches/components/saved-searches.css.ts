import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm });
