import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm });

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: '32px 72px',
  '@media': { [breakpoints.desktop]: { paddingBlock: '44px 96px' } },
});

export const pageHeader = style({ display: 'grid', gap: vars.space['2'] });

export const pageTitle = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: 800,
  letterSpacing: '-0.02em',
  margin: 0,
});

export const pageIntro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '68ch', lineHeight: 1.6 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({ display: 'grid', gap: vars.space['3'], height: '100%', alignContent: 'start' });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' });

export const cardTools = style({ display: 'grid', gap: vars.space['3'] });

export const alerts = style({ maxWidth: 320 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const watchedCard = style({
  display: 'grid',
  gap: vars.space['4'],
  height: '100%',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '200px minmax(0, 1fr)', alignItems: 'start' } },
});

export const watchedMedia = style({ borderRadius: vars.radius.medium, overflow: 'hidden', aspectRatio: '4 / 3' });

export const price = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.price });

export const priceDown = style({ margin: 0, fontWeight: 700, color: vars.color.success });

export const replace = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const offlineNote = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const notice = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const offer = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
});

export const offerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

/** A saved search's name with its new-matches status under it (the same place whatever the name's length). */
export const searchHead = style({ display: 'grid', gap: vars.space['2'] });

globalStyle(`${searchHead} > :not(h2)`, { justifySelf: 'start' });
