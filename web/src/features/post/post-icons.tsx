import { Icon as LineIcon, lineIcon, type IconProps } from '../../components/ui/icons';

// The card's own line icons, in the shared frame at the card's smaller default size.
function Icon({ size = 20, ...rest }: IconProps) {
  return <LineIcon size={size} {...rest} />;
}

/** A card icon drawn by `shapes`, 20 px unless told. */
function cardIcon(...shapes: Parameters<typeof lineIcon>) {
  const Drawn = lineIcon(...shapes);
  return function CardIcon({ size = 20, ...rest }: IconProps) {
    return <Drawn size={size} {...rest} />;
  };
}

export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />
  </Icon>
);
export const CommentIcon = cardIcon(<path d="M4 5h16v11H9l-5 4V5Z" />);
export const MoreIcon = cardIcon(
  <circle cx="5" cy="12" r="1" />,
  <circle cx="12" cy="12" r="1" />,
  <circle cx="19" cy="12" r="1" />,
);
export const ArrowIcon = ({ direction, ...p }: IconProps & { direction: 'left' | 'right' }) => (
  <Icon {...p}>
    <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
  </Icon>
);
