import { Icon, type IconProps } from './icon';

export const CompareIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="7" height="16" rx="1.5" />
    <rect x="14" y="4" width="7" height="16" rx="1.5" />
  </Icon>
);
