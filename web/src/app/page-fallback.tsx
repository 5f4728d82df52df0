import styles from './page-fallback.module.css';

/** What a page shows while its chunk loads: an empty, busy block as tall as the screen. */
export function PageFallback() {
  return <div className={styles.pending} aria-busy="true" />;
}
