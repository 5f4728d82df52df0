import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/constants';
import { paths } from '../../lib/paths';
import styles from './welcome-screen.module.css';

/** The logo link of the welcome screen (the shell's header is not shown here). */
export function Logo() {
  return (
    <Link to={paths.home.getHref()} className={styles.logo} aria-label={PRODUCT_NAME}>
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true">
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
      <span aria-hidden="true">{PRODUCT_NAME}</span>
    </Link>
  );
}
