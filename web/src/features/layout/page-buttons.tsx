import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, ArrowUpIcon } from '../../components/ui/icons';
import { IconButton } from '../../components/ui/icon-button';
import { bookingDoneBack, historyPosition } from '../../lib/booking-back';
import { PAGE_BUTTONS_FADE_MS } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';
import { paths } from '../../lib/paths';
import styles from './page-buttons.module.css';

/**
 * Where back has nowhere to lead: the bottom bar's own destinations (home, the feeds, the place
 * lists and the map, the menu) and, as SPEC section 2 says, the chats. A profile has a back
 * button of its own (hidden on one's own profile), so the floating one stays away from it.
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
  // One chat too: its composer and scroll-down button hold the bottom of the screen.
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

/** True while the page scrolls, and for a moment after. */
function useScrolling(): { scrolling: boolean; pastScreen: boolean } {
  const [state, setState] = useState({ scrolling: false, pastScreen: false });
  useEffect(() => {
    let timer: number | undefined;
    const onScroll = () => {
      setState({ scrolling: true, pastScreen: window.scrollY > window.innerHeight });
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => setState((current) => ({ ...current, scrolling: false })),
        PAGE_BUTTONS_FADE_MS,
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, []);
  return state;
}

/**
 * The floating back and scroll-up buttons (SPEC section 2, layout). Back (mobile only: the side
 * navigation is there from 1240 px) goes back in history, or home when the page was opened
 * directly. Scroll-up appears once the page is scrolled down more than a screen and takes it to
 * the top. Both fade while the page scrolls.
 */
export function PageButtons() {
  const backShown = useBackShown();
  const { scrolling, pastScreen } = useScrolling();
  const navigate = useNavigate();
  const { key } = useLocation();
  const { modal } = useModal();
  const routeId = useMatches().at(-1)?.id;
  const { placeId } = useParams();
  const className = scrolling ? `${styles.buttons} ${styles.faded}` : styles.buttons;

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
  if (modal) return null;
  return (
    <div className={className}>
      {backShown ? (
        <IconButton
          label={messages.pageButtons.back}
          icon={ArrowLeftIcon}
          size={20}
          onClick={goBack}
          className={styles.back}
        />
      ) : null}
      {pastScreen ? (
        <IconButton
          label={messages.pageButtons.scrollUp}
          icon={ArrowUpIcon}
          size={20}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={styles.up}
        />
      ) : null}
    </div>
  );
}
