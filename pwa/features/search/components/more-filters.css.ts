import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** Power, first registration, seller and equipment: the same columns as the other advanced filters. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
  paddingTop: vars.space['4'],
});

/** The kW / hp switch under the legend. */
export const powerHead = style({ display: 'flex', marginBottom: 6 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The equipment list spans the row: its chosen items show as chips under it. */
export const wide = style({ gridColumn: '1 / -1' });
