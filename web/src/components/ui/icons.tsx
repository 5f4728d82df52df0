import { createElement, type ReactElement, type SVGProps } from 'react';

// Line icons drawn on a 24 px grid; decorative unless a label is given by the caller.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon shares; features draw their own icons inside it. */
export function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A line icon drawn by `shapes` (paths, circles, rects) in the shared frame. */
export function lineIcon(...shapes: ReactElement[]) {
  return function LineIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes);
  };
}

export const HomeIcon = lineIcon(
  <path d="M3 10.5 12 3l9 7.5" />,
  <path d="M5 9.5V20h5v-6h4v6h5V9.5" />,
);
export const PlacesIcon = lineIcon(
  <path d="M7 3v8a2 2 0 0 0 2 2v8" />,
  <path d="M11 3v8a2 2 0 0 1-2 2" />,
  <path d="M9 3v6" />,
  <path d="M17 21V3c-2 1.5-3 4-3 7v3h3" />,
);
/** A chain: several storefronts under one roof. */
export const ChainIcon = lineIcon(
  <path d="M3 10h18M5 10v10h14V10M4 10l2-6h12l2 6" />,
  <path d="M10 20v-5h4v5" />,
);
export const MessagesIcon = lineIcon(<path d="M4 5h16v11H9l-5 4z" />);
export const BellIcon = lineIcon(
  <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />,
  <path d="M10 20a2 2 0 0 0 4 0" />,
);
export const SettingsIcon = lineIcon(
  <circle cx="12" cy="12" r="3" />,
  <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />,
);
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);
export const UserIcon = lineIcon(
  <circle cx="12" cy="8" r="4" />,
  <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />,
);
export const LoginIcon = lineIcon(
  <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />,
  <path d="M10 16l4-4-4-4M14 12H4" />,
);
export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const SearchIcon = lineIcon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);
export const ChevronDownIcon = lineIcon(<path d="m6 9 6 6 6-6" />);
export const PinIcon = lineIcon(
  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);
export const LocateIcon = lineIcon(
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />,
);
export const ArrowLeftIcon = lineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const ArrowUpIcon = lineIcon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const ShareIcon = lineIcon(
  <circle cx="18" cy="5" r="3" />,
  <circle cx="6" cy="12" r="3" />,
  <circle cx="18" cy="19" r="3" />,
  <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />,
);
export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const StarIcon = lineIcon(
  <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
);
export const CalendarIcon = lineIcon(
  <rect x="4" y="5" width="16" height="15" rx="2" />,
  <path d="M8 3v4M16 3v4M4 10h16" />,
);
export const WifiOffIcon = lineIcon(
  <path d="M2 8.5a15 15 0 0 1 5-2.9M22 8.5A15 15 0 0 0 11 4.6M5 12a10 10 0 0 1 4-2.3M19 12a10 10 0 0 0-2.4-1.6M8.5 15.5a5 5 0 0 1 7 0" />,
  <path d="M12 19h.01M3 3l18 18" />,
);
export const CompassIcon = lineIcon(
  <circle cx="12" cy="12" r="9" />,
  <path d="m15.5 8.5-2 5-5 2 2-5z" />,
);
export const LockIcon = lineIcon(
  <rect x="5" y="11" width="14" height="10" rx="2" />,
  <path d="M8 11V7a4 4 0 0 1 8 0v4" />,
);
export const ToolIcon = lineIcon(
  <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />,
);
export const AlertIcon = lineIcon(<path d="M12 3 2 20h20z" />, <path d="M12 10v4M12 17h.01" />);
export const DocumentIcon = lineIcon(
  <path d="M6 3h8l4 4v14H6z" />,
  <path d="M14 3v4h4M9 12h6M9 16h6" />,
);
export const GlassIcon = lineIcon(<path d="M5 4h14l-7 8z" />, <path d="M12 12v8M8 20h8" />);
export const CupIcon = lineIcon(
  <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />,
  <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3" />,
);
