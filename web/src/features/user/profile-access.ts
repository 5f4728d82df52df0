/** Who may edit a profile (SPEC section 6): the person themself or an admin. */
export function canEditProfile(
  viewer: { userId: string; isAdmin: boolean } | null,
  profileUserId: string,
): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || viewer.userId === profileUserId;
}
