import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const panel = style({
  display: 'grid',
  gap: 12,
  padding: '12px 14px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px' });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const result = style({ display: 'grid', gap: 16 });
export const title = style({ fontSize: '1.15rem', margin: 0, outline: 'none' });
export const section = style({ display: 'grid', gap: 6 });
export const heading = style({ fontSize: '1.05rem', margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 });
export const buyers = style({ display: 'grid', gap: 10, margin: 0 });
export const buyerName = style({ fontWeight: 600 });
export const buyerText = style({ margin: 0 });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const notice = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  fontSize: vars.fontSize.sm,
});
