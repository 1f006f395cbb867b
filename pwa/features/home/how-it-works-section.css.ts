import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const section = style({ paddingBlock: '56px 72px' });

export const head = style({ display: 'grid', gap: 8, marginBottom: 28, maxWidth: '60ch' });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({ fontSize: vars.fontSize['4xl'], fontWeight: 800 });

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const steps = style({
  display: 'grid',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: 20 } },
});

export const step = style({ padding: 24, gap: 10 });

export const stepIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const stepNumber = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const stepTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const stepText = style({ color: vars.color.textMuted });

export const more = style({ marginTop: 24, display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 600 });
