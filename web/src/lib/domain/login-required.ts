import { matchPath } from 'react-router';
import { DEFAULT_CITY } from '../constants';
import { readCurrentCity } from './current-city';
import { paths } from '../paths';

/**
 * The routes a visitor cannot open (SPEC section 2): profile edit, settings, the following feed,
 * notifications, chats, the places one staffs, a place's reservations, and every edit route. Post creation is open (its form asks
 * to log in).
 */
export const LOGIN_REQUIRED_PATTERNS = [
  paths.userEdit.path,
  paths.settings.path,
  paths.feedFollowing.path,
  paths.notifications.path,
  paths.notificationsPlaces.path,
  paths.chats.path,
  paths.chatsPlaces.path,
  paths.chat.path,
  '/staffed',
  '/posts/:postId/edit',
  '/organisations/:organisationId/edit',
  '/:placeId/edit',
  paths.placeReservations.path,
] as const;

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Where someone goes who loses the session on a login-required route: the city feed. */
export function feedHref(): string {
  return paths.cityFeed.getHref(readCurrentCity() ?? DEFAULT_CITY);
}

/** SPEC section 2: the query flag that toggles when the session ends on an open route. */
export const LOGOUT_FLAG_PARAM = 'flagLogout';

/** `search` with the logout flag toggled: added when absent, removed when present. */
export function toggleLogoutFlag(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  if (params.has(LOGOUT_FLAG_PARAM)) params.delete(LOGOUT_FLAG_PARAM);
  else params.set(LOGOUT_FLAG_PARAM, 'true');
  return params;
}
