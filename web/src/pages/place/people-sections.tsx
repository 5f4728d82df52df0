import { Link } from 'react-router';
import typography from '../../components/ui/text.module.css';
import { ModalTrigger } from '../../components/ui/modal-button';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import type { PagePlace } from './place-page-query';
import { PlaceSection } from './place-section';
import sections from './place-sections.module.css';

/** The chain the place belongs to, with its number of places; left out when it belongs to none. */
export function OrganisationSection({ organisation }: { organisation: PagePlace['organisation'] }) {
  if (!organisation) return null;
  return (
    <PlaceSection id="organisation-title" title={messages.place.organisation}>
      <Link to={paths.organisation.getHref(organisation.id)} className={sections.organisation}>
        <span className={sections.avatar}>
          {organisation.avatar ? <img src={organisation.avatar.thumbnail.url} alt="" /> : null}
        </span>
        <span>
          <strong>{organisation.name}</strong>
          <span className={typography.muted}>
            {messages.place.organisationPlaces(organisation.placeCount)}
          </span>
        </span>
      </Link>
    </PlaceSection>
  );
}

/** A few followers' avatars and the link to all of them (the followers modal); left out when none. */
export function FollowersSection({ place }: { place: Pick<PagePlace, 'id' | 'someFollowers'> }) {
  if (place.someFollowers.length === 0) return null;
  return (
    <PlaceSection
      id="followers-title"
      title={messages.place.followersPreview}
      action={
        <ModalTrigger className={sections.linkButton} modal="place_followers" modalId={place.id}>
          {messages.follow.showAll}
        </ModalTrigger>
      }
    >
      <ul className={sections.followers}>
        {place.someFollowers.map((follower) => (
          <li key={follower.id}>
            <Link to={paths.user.getHref(follower.id)} title={follower.displayName}>
              <span className={sections.avatar}>
                {follower.avatar ? (
                  <img src={follower.avatar.thumbnail.url} alt="" />
                ) : (
                  follower.displayName.charAt(0)
                )}
              </span>
              <span className={sections.visuallyHidden}>{follower.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PlaceSection>
  );
}
