import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ButtonLink } from '../../components/ui/button';
import card from '../../components/ui/card.module.css';
import { ShowMoreFooter, useShowMore } from '../../components/ui/paged-list';
import { usePageGuard } from '../../components/ui/page-guard';
import { StateMessage } from '../../components/ui/state-message';
import { PAGE_SIZE } from '../../lib/constants';
import { toAppError } from '../../lib/infra/errors';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { ModerationBadge } from '../moderation/moderation-badge';
import styles from './place-form.module.css';
import badge from '../../components/ui/status-badge.module.css';
import { StaffedOrganisationsDocument, StaffedPlacesDocument } from '../../gql/graphql';

const text = messages.placeManagement;

/**
 * /staffed: the places the person owns, manages or asked for, whatever their moderation, each
 * with its edit link; 'You have no places' when there are none; then the chains they run, each
 * with its edit link. Adding a place or a chain starts here.
 */
export function StaffedPage() {
  const { data, loading, error, fetchMore } = useQuery(StaffedPlacesDocument, {
    variables: { offset: 0, limit: PAGE_SIZE },
  });
  const page = data?.staffedPlaces;
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: page?.items.length ?? 0, limit: PAGE_SIZE } }),
  );
  // SPEC section 8: a 404 list is the empty state.
  const empty = error !== undefined && toAppError(error).httpStatus === 404;
  const guard = usePageGuard({
    found: Boolean(page) || empty,
    loading,
    error: empty ? undefined : error,
    keepNavbar: true,
  });
  useHead({ title: text.staffedTitle, noIndex: true });
  if (guard) return guard;
  const items = page?.items ?? [];

  return (
    <div className={styles.page}>
      <Breadcrumbs look="profile" crumbs={[{ label: text.staffedTitle }]} />
      <section className={`${card.card} ${styles.card}`}>
        <div className={styles.inline}>
          <h1 className={`${styles.title} ${styles.value}`}>{text.staffedTitle}</h1>
          <ButtonLink size="sm" to={paths.placeCreate.getHref()}>
            {text.addBusiness}
          </ButtonLink>
          <ButtonLink size="sm" variant="secondary" to={paths.organisationCreate.getHref()}>
            {text.addChain}
          </ButtonLink>
        </div>
        {items.length === 0 ? (
          <StateMessage title={text.noStaffedPlaces} />
        ) : (
          <ul className={styles.group} aria-label={text.staffedTitle}>
            {items.map((place) => (
              <StaffedItem
                key={place.id}
                name={place.name}
                href={paths.place.getHref(place.latinName)}
                editHref={place.isRequested ? null : paths.placeEdit.getHref(place.latinName)}
              >
                {place.city ? <span>{place.city.name}</span> : null}
                {place.isDeleted ? <span className={badge.badge}>{text.isDeleted}</span> : null}
                <ModerationBadge status={place.moderationStatus} />
              </StaffedItem>
            ))}
          </ul>
        )}
        <ShowMoreFooter more={more} hasMore={page?.hasMore} label={messages.search.showMore} />
      </section>
      <StaffedChains />
    </div>
  );
}

/** A place or chain of the person's: its name to its page, what is said of it, and Edit. */
function StaffedItem({
  name,
  href,
  editHref,
  children,
}: {
  name: string;
  href: string;
  editHref: string | null;
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <div className={styles.inline}>
        <Link className={styles.value} to={href}>
          {name}
        </Link>
        {children}
        {editHref === null ? null : (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={editHref}
            aria-label={`${text.edit} ${name}`}
          >
            {text.edit}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

/** The chains the person runs, beside their places. */
function StaffedChains() {
  const { data, error, fetchMore } = useQuery(StaffedOrganisationsDocument, {
    variables: { offset: 0, limit: PAGE_SIZE },
  });
  const page = data?.staffedOrganisations;
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: page?.items.length ?? 0, limit: PAGE_SIZE } }),
  );
  const items = page?.items ?? [];
  const empty = (page && items.length === 0) || (error && toAppError(error).httpStatus === 404);
  return (
    <section className={`${card.card} ${styles.card}`} aria-labelledby="staffed-chains">
      <h2 id="staffed-chains" className={styles.title}>
        {text.staffedChains}
      </h2>
      {empty ? (
        <StateMessage title={text.noStaffedChains} />
      ) : items.length > 0 ? (
        <ul className={styles.group} aria-label={text.staffedChains}>
          {items.map((chain) => (
            <StaffedItem
              key={chain.id}
              name={chain.name}
              href={paths.organisation.getHref(chain.id)}
              editHref={chain.isDeleted ? null : paths.organisationEdit.getHref(chain.id)}
            >
              <span>{text.chainPlaces(chain.placeCount)}</span>
            </StaffedItem>
          ))}
        </ul>
      ) : null}
      <ShowMoreFooter more={more} hasMore={page?.hasMore} label={messages.search.showMore} />
    </section>
  );
}
