/**
 * A NavLink's `className`: `base`, with `active` added on the link of the current route (the
 * router tells which at render, so the look cannot be a plain class).
 */
export function navLinkClass(base: string | undefined, active: string | undefined) {
  return ({ isActive }: { isActive: boolean }) => (isActive ? `${base} ${active}` : base);
}
