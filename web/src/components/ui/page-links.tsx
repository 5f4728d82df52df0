import { Link } from 'react-router';
import { MODAL_ID_PARAM, MODAL_PARAM } from '../../lib/infra/modal';
import * as messages from '../../lib/messages';
import styles from './page-links.module.css';

/** The query parameter of a list's page number (1-based; absent on the first page). */
export const PAGE_PARAM = 'page';

// `?page=N` of the city lists (places and chains, SPEC section 2): where a list opens, and the
// previous and next page links under it.

/** The page a list's URL asks for; 1 without (or with a nonsense) parameter. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The list's own query (filters, no modal) with `page` set; page 1 has no parameter. */
export function pageHref(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.delete(MODAL_PARAM);
  next.delete(MODAL_ID_PARAM);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** 'Previous page', the current page and 'Next page'; nothing when there is only this page. */
export function PageLinks({
  page,
  prevHref,
  nextHref,
}: {
  page: number;
  prevHref: string | null;
  nextHref: string | null;
}) {
  if (!prevHref && !nextHref) return null;
  return (
    <nav aria-label={messages.placesBrowse.pages} className={styles.pages}>
      {prevHref ? (
        <Link rel="prev" to={prevHref}>
          {messages.placesBrowse.previousPage}
        </Link>
      ) : null}
      <span aria-current="page">{messages.placesBrowse.page(page)}</span>
      {nextHref ? (
        <Link rel="next" to={nextHref}>
          {messages.placesBrowse.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}
