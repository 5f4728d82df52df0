import { PRODUCT_NAME } from '../../lib/constants';
import styles from './logo.module.css';

/** The mark (a plate and fork) and the word; the link around it carries the accessible name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo} aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" className={styles.mark}>
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <circle cx="17.5" cy="17" r="7.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path
          d="M9 7v7.5M7 7v4.5a2 2 0 0 0 4 0V7M9 14.5V25"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className={styles.word}>{PRODUCT_NAME}</span>
    </span>
  );
}
