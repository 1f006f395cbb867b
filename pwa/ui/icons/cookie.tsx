import { Icon, type IconProps } from './icon';

export const CookieIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12.5A9 9 0 1 1 11.5 3a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3 3 3 3 0 0 0 3 3z" />
    <path d="M8.5 9.5v.01M8 15v.01M12.5 13v.01M15.5 16.5v.01" />
  </Icon>
);
