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

/** Out of sight, still read by screen readers: also for a part hidden only at some widths (inside `@media`). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
