import { LogoMark } from '../../components/ui/logo-mark';
import { PRODUCT_NAME } from '../../lib/constants';
import styles from './logo.module.css';

/** The mark and the word; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className={styles.logo} aria-hidden="true">
      <LogoMark className={styles.mark} />
      <span className={styles.word}>{PRODUCT_NAME}</span>
    </span>
  );
}
