import { Icon, type IconProps } from './icon';

export const ArrowUpRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 17L17 7M9 7h8v8" />
  </Icon>
);
