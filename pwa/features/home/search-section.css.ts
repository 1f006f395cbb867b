import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const tabs = style({ marginBottom: 32 });

export const lock = style({ display: 'inline-flex', alignItems: 'center', padding: '2px 6px' });

export const panel = style({
  padding: 'clamp(16px, 3vw, 28px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const notice = style({
  display: 'grid',
  gap: 10,
  justifyItems: 'start',
  maxWidth: '60ch',
  color: vars.color.text,
});

export const noticeTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: 10, marginTop: 4 });

export const freeAd = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  marginBottom: 16,
  padding: '8px 8px 8px 14px',
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
});

export const freeAdText = style({ flex: 1, fontSize: vars.fontSize.sm });

export const freeAdLink = style({ color: vars.color.link, fontWeight: 600 });
