import { UNNAMED_USER_PREFIX } from '../messages.js';

/** SPEC section 3: the first and second names, or 'User' plus the id when both are empty. */
export function displayNameOf(user: {
  id: string;
  firstName: string | null;
  secondName: string | null;
}): string {
  const names = [user.firstName, user.secondName]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '');
  return names.length > 0 ? names.join(' ') : `${UNNAMED_USER_PREFIX} ${user.id}`;
}
