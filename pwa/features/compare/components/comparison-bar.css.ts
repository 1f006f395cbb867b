import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, reducedMotion, vars } from '../../../ui/theme.css';

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

/** Fixed to the bottom, under the cookie banner, dialogs and toasts. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -8px 32px rgb(15 29 43 / 14%)',
  paddingBlock: '10px calc(10px + env(safe-area-inset-bottom, 0px))',
  outline: 'none',
  animation: `${rise} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const inner = style({
  display: 'grid',
  gap: 10,
  alignItems: 'center',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 16 } },
});

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.desktop]: { maxWidth: 640 } },
});

const slotBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minWidth: 0,
  minHeight: 52,
  padding: '4px 4px 4px 8px',
  borderRadius: vars.radius.medium,
});

export const slot = style([
  slotBase,
  { border: `1px solid ${vars.color.border}`, background: vars.color.surfaceMuted },
]);

export const emptySlot = style([
  slotBase,
  {
    padding: '4px 10px',
    border: `2px dashed ${vars.color.borderStrong}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: 1.3,
  },
]);

/** Hidden on phones, where the two names need the room. */
export const slotImage = style({
  display: 'none',
  flexShrink: 0,
  width: 64,
  '@media': { [breakpoints.tablet]: { display: 'block' } },
});

export const slotText = style({ display: 'grid', flex: 1, minWidth: 0, lineHeight: 1.3 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const slotName = style({ ...ellipsis, fontWeight: 600, fontSize: vars.fontSize.sm });

export const slotMeta = style({ ...ellipsis, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const remove = style({ flexShrink: 0 });

export const actions = style({
  display: 'flex',
  gap: 8,
  justifyContent: 'flex-end',
  '@media': { [breakpoints.mobile]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

/** One car chosen on a phone: a chip in the bottom corner, as small as its text. */
export const chip = style({
  position: 'fixed',
  insetInlineStart: 12,
  bottom: 'calc(12px + env(safe-area-inset-bottom, 0px))',
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 'min(320px, calc(100% - 24px))',
  minHeight: 48,
  padding: '4px 4px 4px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  animation: `${rise} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const chipIcon = style({ flexShrink: 0, color: vars.color.primary });
