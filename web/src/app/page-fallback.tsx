import { useNavbarWaiting } from '../lib/hooks/app-state';
import styles from './page-fallback.module.css';

/**
 * What a page shows while its chunk loads: an empty, busy block as tall as the screen, with the
 * navbar out of sight as while any page loads.
 */
export function PageFallback() {
  useNavbarWaiting();
  return <div className={styles.pending} aria-busy="true" />;
}
