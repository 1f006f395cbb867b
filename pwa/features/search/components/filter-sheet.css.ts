import { style } from '@vanilla-extract/css';

export const button = style({ justifyContent: 'center' });

export const count = style({ minWidth: 22, justifyContent: 'center' });
