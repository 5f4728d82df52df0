import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, StarIcon } from '../../components/ui/icons';
import type { PlaceCard_PlaceFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { distanceText } from '../../lib/domain/distance/distance-text';
import { FollowButton } from '../../components/follow-button';
import { averageCheckLevel, cardScheduleText, topBadges } from './place-labels';
import styles from './place-card.module.css';

// The card's rendered width at each layout (one, two or three columns; see place-list.module.css).
const CARD_IMAGE_SIZES = '(min-width: 1240px) 340px, (min-width: 640px) 50vw, 100vw';

export function PlaceCard({
  place,
  eager = false,
  now,
  action,
}: {
  place: PlaceCard_PlaceFragment;
  eager?: boolean;
  /**
   * A button beside Follow in the image's corner (the map card's close): sharing that corner
   * keeps the two side by side instead of one on top of the other.
   */
  action?: ReactNode;
  /**
   * The clock the schedule text reads: `useNow()` of the list or page, which ticks every minute
   * and, while hydrating, is the server's render time, so the text agrees with the server's HTML.
   */
  now: Date;
}) {
  const href = paths.place.getHref(place.latinName);
  const badges = topBadges(place);
  const check = averageCheckLevel(place.averageCheck);
  const address = [place.location?.street, place.location?.building].filter(Boolean).join(', ');
  const initial = place.name.trim().charAt(0).toUpperCase();
  const schedule = cardScheduleText(place, now);
  const distance =
    typeof place.location?.distance === 'number' ? distanceText(place.location.distance) : null;

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {place.avatar ? (
          <img
            src={place.avatar.standard.url}
            srcSet={`${place.avatar.thumbnail.url} ${place.avatar.thumbnail.width}w, ${place.avatar.standard.url} ${place.avatar.standard.width}w`}
            sizes={CARD_IMAGE_SIZES}
            width={place.avatar.standard.width}
            height={place.avatar.standard.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {initial}
          </span>
        )}
        {badges.length > 0 ? (
          // Not a list: the card already sits in the Places list, and nested items would count.
          <div className={styles.badges}>
            {badges.map((badge) => (
              <span key={badge} className={styles.badge}>
                <StarIcon size={14} />
                {badge}
              </span>
            ))}
          </div>
        ) : null}
        <div className={styles.cardFollow}>
          <FollowButton place={place} size="sm" />
          {action}
        </div>
      </div>
      <div className={styles.body}>
        {place.category ? <p className={styles.category}>{place.category.name}</p> : null}
        <h2 className={styles.name}>
          <Link to={href} className={styles.link}>
            {place.name}
          </Link>
        </h2>
        {place.cuisines.length > 0 ? (
          <p className={styles.cuisines}>{place.cuisines.map((c) => c.label).join(' · ')}</p>
        ) : null}
        {address || distance ? (
          <p className={styles.address}>
            {distance ? <span className={styles.distance}>{distance}</span> : null}
            {address}
          </p>
        ) : null}
        <p className={styles.schedule}>{schedule}</p>
        <div className={styles.meta}>
          {check ? (
            <span className={styles.check} title={`${messages.places.averageCheck} ${check.label}`}>
              <span className="visually-hidden">{messages.places.averageCheck} </span>
              <span aria-hidden="true" className={styles.coins}>
                {[1, 2, 3, 4].map((level) => (
                  <span key={level} className={level <= check.level ? styles.coinOn : styles.coin}>
                    $
                  </span>
                ))}
              </span>
              {check.label}
            </span>
          ) : null}
          {place.status === 'TEMPORARY_CLOSED' ? (
            <span className={styles.closed}>{messages.places.temporaryClosed}</span>
          ) : null}
          {place.isReservationsEnabled ? (
            <Link to={paths.placeBooking.getHref(place.latinName)} className={styles.booking}>
              <CalendarIcon size={14} />
              {messages.places.booking}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
