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

/** The legend with the kW / hp switch beside it (wrapping under it when narrow). */
export const powerHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: 6,
});

export const powerLegend = style({ padding: 0, fontWeight: 600, fontSize: vars.fontSize.sm, float: 'left' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The equipment list spans the row: its chosen items show as chips under it. */
export const wide = style({ gridColumn: '1 / -1' });
