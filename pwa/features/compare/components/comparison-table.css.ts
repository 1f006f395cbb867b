import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const controls = style({ display: 'flex', justifyContent: 'flex-end' });

/**
 * Three columns (field, car A, car B) from 768 px; below, two columns with each field's label spanning
 * above its two values, so nothing scrolls sideways at 360 px. The table keeps its roles either way.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
  '@media': { [breakpoints.mobile]: { display: 'block' } },
});

const mobile = (selector: string, properties: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@media': { [breakpoints.mobile]: properties } });

mobile(`${table} > thead, ${table} > tbody`, { display: 'block' });
mobile(`${table} tr`, { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 12 });
mobile(`${table} th, ${table} td`, { display: 'block' });

export const corner = style({ width: '28%', '@media': { [breakpoints.mobile]: { display: 'none !important' } } });

export const carHeader = style({
  verticalAlign: 'top',
  padding: '0 6px 12px',
  textAlign: 'start',
  fontWeight: 'normal',
  '@media': { [breakpoints.mobile]: { padding: '0 0 12px' } },
});

export const carHeaderInner = style({ display: 'grid', gap: 6, alignContent: 'start' });

export const carName = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const carVersion = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const carPrice = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.price });

export const saved = style({ whiteSpace: 'normal', lineHeight: 1.3, paddingBlock: 4, justifySelf: 'start' });

export const groupHeading = style({
  padding: '18px 6px 6px',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  borderBottom: `2px solid ${vars.color.border}`,
  '@media': { [breakpoints.mobile]: { gridColumn: '1 / -1', paddingInline: 0 } },
});

export const row = style({ borderBottom: `1px solid ${vars.color.border}` });

/** Rows whose values differ are tinted (and say so to screen readers in their header). */
export const differs = style({ background: vars.color.warningSurface });

export const label = style({
  padding: '8px 6px',
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 600,
  color: vars.color.textMuted,
  '@media': { [breakpoints.mobile]: { gridColumn: '1 / -1', padding: '8px 6px 0' } },
});

export const value = style({
  padding: '8px 6px',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.mobile]: { padding: '2px 6px 8px' } },
});

export const valueInner = style({ display: 'grid', gap: 4, justifyItems: 'start' });

export const mark = style({ whiteSpace: 'normal', lineHeight: 1.3, paddingBlock: 3 });

export const mono = style({ fontFamily: vars.font.mono });

export const description = style({ whiteSpace: 'pre-line' });

export const features = style({ margin: 0, paddingInlineStart: 18 });

export const empty = style({ color: vars.color.textMuted });
