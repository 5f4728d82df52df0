import type { ComponentType, CSSProperties } from 'react';
import type { IconProps } from './icons';

interface IconButtonProps {
  /** What the button does, for screen readers: it shows only the icon. */
  label: string;
  icon: ComponentType<IconProps>;
  /** The icon's size in px. */
  size: number;
  onClick(): void;
  className?: string;
  /** A look that changes as the page does (the back button's fade). */
  style?: CSSProperties;
}

/** A button that shows one icon and nothing else (close, back, scroll). */
export function IconButton({
  label,
  icon: Icon,
  size,
  onClick,
  className,
  style,
}: IconButtonProps) {
  return (
    <button type="button" className={className} style={style} aria-label={label} onClick={onClick}>
      <Icon size={size} />
    </button>
  );
}
