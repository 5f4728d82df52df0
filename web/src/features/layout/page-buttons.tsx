import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/ui/icons';
import { IconButton } from '../../components/ui/icon-button';
import { PAGE_BUTTONS_FADE_MS } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import styles from './page-buttons.module.css';

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
 * The floating scroll-up button (SPEC section 2, layout): it appears once the page is scrolled
 * down more than a screen, takes it to the top, and fades while the page scrolls. (Back lives in
 * the header: BackButton.)
 */
export function PageButtons() {
  const { scrolling, pastScreen } = useScrolling();
  const { modal } = useModal();
  const className = scrolling ? `${styles.buttons} ${styles.faded}` : styles.buttons;

  // A modal covers the page: its own Back and close lead out of it, not the page's.
  if (modal || !pastScreen) return null;
  return (
    <div className={className}>
      <IconButton
        label={messages.pageButtons.scrollUp}
        icon={ArrowUpIcon}
        size={20}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        className={styles.up}
      />
    </div>
  );
}
