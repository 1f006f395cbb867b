import { style } from '@vanilla-extract/css';
import { breakpoints } from './theme.css';

/** The centred page column used by every page. */
export const container = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: 16,
  '@media': { [breakpoints.desktop]: { paddingInline: 24 } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
