/** The product mark: a plate seen from above on the accent tile. Decorative. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="16" cy="16" r="4" fill="#fff" />
    </svg>
  );
}
