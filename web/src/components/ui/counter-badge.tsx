import { COUNTER_BADGE_MAX } from '../../lib/constants';
import styles from './counter-badge.module.css';

/**
 * An unread counter beside a navigation item; nothing when zero. Screen readers hear `label`
 * ('3 unread') as part of the item's name instead of the bare number.
 */
export function CounterBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > COUNTER_BADGE_MAX ? `${COUNTER_BADGE_MAX}+` : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
