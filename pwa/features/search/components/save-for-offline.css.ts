import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 10,
  marginTop: 8,
  padding: '14px 16px',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const head = style({ display: 'grid', gap: 2 });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 });

export const progress = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 });

export const bar = style({ flex: '1 1 200px', height: 10, accentColor: vars.color.primary });

export const result = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const stored = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

/** The save button's label is long ("Save the first 500 of 2,000 for offline"): it may wrap on phones. */
export const saveButton = style({ whiteSpace: 'normal', textAlign: 'start', height: 'auto', paddingBlock: 8 });
