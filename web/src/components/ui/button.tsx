import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg' | 'sm';

interface Look {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}

function classes({ variant = 'primary', size = 'md', block = false }: Look, extra?: string) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** Takes the look out of a button's props: its classes, its icon, and the rest for the element. */
function splitLook<P extends { className?: string }>(props: Look & P) {
  const { variant, size, block, icon, className, ...rest } = props;
  return { className: classes({ variant, size, block }, className), icon, rest };
}

export function Button({
  type = 'button',
  children,
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { className, icon, rest } = splitLook(props);
  return (
    <button type={type} className={className} {...rest}>
      {icon}
      {children}
    </button>
  );
}

export function ButtonLink({ children, ...props }: Look & LinkProps) {
  const { className, icon, rest } = splitLook(props);
  return (
    <Link className={className} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
