import { useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { IconButton } from '../../components/ui/icon-button';
import { bookingDoneBack, historyPosition } from '../../lib/domain/booking-back';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import { paths } from '../../lib/paths';
import { useScrollFade } from '../../lib/infra/scroll-fade';
import styles from './header.module.css';

/**
 * Where back has nowhere to lead: the bottom bar's own destinations (home, the feeds, the place
 * lists and the map, the menu) and, as SPEC section 2 says, the chats. A profile has a back
 * button of its own (hidden on one's own profile), so the header's stays away from it.
 */
const NO_BACK_ROUTES = new Set([
  'user',
  'home',
  'feed',
  'feed-following',
  'places',
  'places-map',
  'places-following',
  'places-following-map',
  'navigation',
  'chats',
  'chat-places',
  'chat',
]);

/**
 * SPEC section 2: back shows on inner pages (post-create too), not on the chats (nor, through the
 * profile's own button, on one's own profile). A `?newPost` page turns into post-create at once,
 * so it needs no rule of its own.
 */
function useBackShown(): boolean {
  const routeId = useMatches().at(-1)?.id;
  return Boolean(routeId) && !NO_BACK_ROUTES.has(routeId ?? '');
}

/**
 * The header's back button (SPEC section 2, layout; mobile only: the side navigation is there
 * from 1240 px). It sits in the header beside the logo, so it never covers the page, and fades
 * out as the page scrolls (SPEC section 9's 200 and 400 px). It goes back in history, or home
 * when the page was opened directly; booking-done has its own rule.
 */
export function BackButton() {
  const shown = useBackShown();
  const fade = useScrollFade();
  const navigate = useNavigate();
  const { key } = useLocation();
  const { modal } = useModal();
  const routeId = useMatches().at(-1)?.id;
  const { placeId } = useParams();

  const goBack = () => {
    if (routeId === 'place-booking-done') {
      // SPEC section 2: back from booking-done skips the booking form, else goes to the place.
      const back = bookingDoneBack(historyPosition());
      if (back.kind === 'history') void navigate(back.steps);
      else void navigate(paths.place.getHref(placeId ?? ''));
      return;
    }
    // The router's first entry has the key 'default': the page was opened directly.
    if (key !== 'default') void navigate(-1);
    else void navigate(paths.home.getHref());
  };

  // A modal covers the page: its own Back and close lead out of it, not the page's.
  if (!shown || modal) return null;
  return (
    <IconButton
      label={messages.pageButtons.back}
      icon={ArrowLeftIcon}
      size={20}
      onClick={goBack}
      className={styles.back}
      // Faded out, it is out of sight, out of the tab order and not clickable.
      style={{ opacity: fade, visibility: fade > 0 ? undefined : 'hidden' }}
    />
  );
}
