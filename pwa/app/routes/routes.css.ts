import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

/** A page's content column with the usual vertical rhythm. */
export const page = style({
  paddingBlock: '24px 56px',
  '@media': { [breakpoints.desktop]: { paddingBlock: '32px 72px' } },
});

export const searchSection = style({ paddingBlock: '8px 16px' });

export const sectionHead = style({ display: 'grid', gap: 6, marginBottom: 20 });

export const sectionTitle = style({ fontSize: vars.fontSize['4xl'], fontWeight: 800 });

export const sectionIntro = style({ color: vars.color.textMuted, maxWidth: '65ch' });
