/** The repair tab's own icons (drawn in the design system's frame; loaded with the tab, not the home page). */
import { Icon, type IconProps } from '../../../ui/icons/icon';

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Icon>
);
/** "Use my location": a crosshair. */
export const LocateIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </Icon>
);
export const TyreIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M12 3v5.5M12 15.5V21M3 12h5.5M15.5 12H21" />
  </Icon>
);
export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 16V12l2-5h10l2 5v4" />
    <path d="M3 16h18v3H3zM5 12h14" />
    <path d="M7 19v2M17 19v2" />
  </Icon>
);
export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);
