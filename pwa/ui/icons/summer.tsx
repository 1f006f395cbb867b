import { Icon, type IconProps } from './icon';

export const SummerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 11a5 5 0 0 1 10 0" />
    <path d="M12 2v2M4.2 5.2l1.4 1.4M19.8 5.2l-1.4 1.4M2 11h2M20 11h2" />
    <path d="M2 16c1.7 0 1.7-1.2 3.3-1.2S7 16 8.7 16s1.7-1.2 3.3-1.2S13.7 16 15.3 16s1.7-1.2 3.4-1.2S20.3 16 22 16" />
    <path d="M2 20c1.7 0 1.7-1.2 3.3-1.2S7 20 8.7 20s1.7-1.2 3.3-1.2S13.7 20 15.3 20s1.7-1.2 3.4-1.2S20.3 20 22 20" />
  </Icon>
);
