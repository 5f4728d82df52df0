import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useTypedValue } from '../../lib/infra/typed-value';
import styles from './header.module.css';

/**
 * 'Place or profile': typing goes to /search?query= after 500 ms of quiet, trimmed. The first
 * keystroke elsewhere pushes the search page; further keystrokes replace it, so Back leaves search
 * in one step.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = pathname === paths.search.path;
  const urlQuery = onSearchPage ? (searchParams.get('query') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const typed = useRef(false);
  // Text typed before the app hydrated the header counts as typed now.
  const field = useTypedValue<HTMLInputElement>(
    useCallback((value: string) => {
      typed.current = true;
      setText(value);
    }, []),
  );

  // Follow the URL when it changes from outside (Back, a link), not while the user types.
  useEffect(() => {
    if (!typed.current) setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      const query = text.trim();
      if (!query && !onSearchPage) return;
      void navigate(paths.search.getHref(query), { replace: onSearchPage });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, navigate, onSearchPage]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        typed.current = false;
        // The field's own value: what is on screen, even typed before the app had hydrated it.
        const query = new FormData(event.currentTarget).get('query');
        const searched = typeof query === 'string' ? query : text;
        void navigate(paths.search.getHref(searched.trim()), { replace: onSearchPage });
      }}
    >
      <SearchIcon size={20} className={styles.searchIcon} />
      <input
        ref={field}
        type="search"
        name="query"
        placeholder={messages.header.searchPlaceholder}
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
      />
    </form>
  );
}
