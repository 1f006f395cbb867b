import type { IconProps } from './icon';

export const StopIcon = ({ size = 20, ...props }: IconProps) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="currentColor"
    {...props}
  >
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </svg>
);
