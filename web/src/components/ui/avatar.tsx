import type { ReactNode } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  /** The picture; without it the name's first letter, or `fallback`. */
  url: string | null | undefined;
  name?: string;
  fallback?: ReactNode;
  size: 'sm' | 'md' | 'lg';
  /** Places are square with rounded corners; people are round. */
  square?: boolean;
}

/** The small picture at the start of a list row. */
export function Avatar({ url, name = '', fallback, size, square = false }: AvatarProps) {
  const className = [styles.avatar, styles[size], square ? styles.square : ''].join(' ').trim();
  return (
    <span className={className}>
      {url ? (
        <img src={url} alt="" loading="lazy" />
      ) : (
        (fallback ?? name.trim().charAt(0).toUpperCase())
      )}
    </span>
  );
}
