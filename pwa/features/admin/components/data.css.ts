import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export { tableWrap, table, th, td, numberCell, muted, subheading } from './admin.css';
export { details, summary, figure, figureLabel, figureValue } from './statistics.css';
import { figure as figureBase } from './statistics.css';

export const tab = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20, paddingBlockStart: 16 });
export const head = style({ display: 'grid', gap: 4 });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });
export const controls = style({
  display: 'grid',
  gap: 16,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});
export const filterChoice = style({ display: 'grid', gap: 4 });
export const run = style({ display: 'grid', gap: 10 });
export const runHead = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' });
export const feedList = style({ display: 'grid', gap: 12, listStyle: 'none', margin: 0, padding: 0 });
export const feedCard = style({ display: 'grid', gap: 12 });
export const feedTitle = style({ fontFamily: vars.font.mono, fontWeight: 700 });
export const figures = style({
  display: 'grid',
  gap: 10,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});
export const figureWarn = style([figureBase, { borderColor: vars.color.danger, background: vars.color.dangerSurface }]);
export const progress = style({ display: 'grid', gap: 6 });
export const progressTrack = style({
  position: 'relative',
  height: 10,
  borderRadius: 5,
  background: vars.color.primarySoft,
  overflow: 'hidden',
});
export const progressFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.primary,
  transition: 'width 0.3s',
});
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
export const progressIndeterminate = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 } },
});
export const errorBox = style({
  display: 'grid',
  gap: 4,
  padding: 12,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
});
export const errorTitle = style({ fontWeight: 800, color: vars.color.danger });
