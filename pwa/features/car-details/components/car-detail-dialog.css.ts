import { style } from '@vanilla-extract/css';
import * as dialog from '../../../ui/dialog.css';
import { breakpoints, vars } from '../../../ui/theme.css';

/** Below 768 px the dialog fills the screen; above, a large centred panel. */
export const overlay = style([dialog.overlay, { '@media': { [breakpoints.mobile]: { padding: 0 } } }]);

export const modal = style([
  dialog.modal.large,
  {
    maxWidth: 1080,
    height: 'calc(100dvh - 32px)',
    '@media': { [breakpoints.mobile]: { maxHeight: '100dvh', height: '100dvh', borderRadius: 0 } },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 12px 12px 16px',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { padding: '16px 16px 14px 24px' } },
});

export const heading = style({ display: 'grid', gap: 2, minWidth: 0, paddingTop: 6 });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' });

export const subtitle = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // No bottom padding on phones: the details end with the sticky Call / Email bar, which has to reach the
  // bottom edge (a scroller's padding would keep it 24 px above, with the details showing underneath).
  padding: '16px 16px 0',
  background: vars.color.background,
  '@media': { [breakpoints.desktop]: { padding: '20px 24px 28px' } },
});
