import { Link } from 'react-router';
import { StarRow } from '../../components/ui/star-row';
import { POST_RATING } from '../../lib/constants';
import * as messages from '../../lib/messages';
import styles from './latest-posts.module.css';

/** The average as a city guide leads with it: stars, the number and how many reviews. */
export function RatingSummary({
  average,
  count,
  href,
}: {
  average: number | null | undefined;
  count: number;
  href: string;
}) {
  if (average == null || count === 0) {
    return (
      <p className={styles.summary}>
        <Link to={href} className={styles.summaryLink}>
          {messages.place.noReviews}
        </Link>
      </p>
    );
  }
  const max = POST_RATING.max;
  const filled = Math.round(average);
  return (
    <p className={styles.summary}>
      <span
        className={styles.stars}
        role="img"
        aria-label={messages.place.averageRating(average, max)}
      >
        <StarRow filled={filled} max={max} size={18} />
      </span>
      <strong className={styles.average} aria-hidden="true">
        {messages.place.averageNumber(average)}
      </strong>
      <Link to={href} className={styles.summaryLink}>
        {messages.place.reviewCount(count)}
      </Link>
    </p>
  );
}
