import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonLookProps } from './button-class';

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {}

/** A router link that looks like a button (navigation stays a link). */
export function ButtonLink({ variant, size, isIconOnly, isFullWidth, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ variant, size, isIconOnly, isFullWidth }, className)} />;
}
