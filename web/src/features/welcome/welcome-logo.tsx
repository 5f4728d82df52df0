import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark';
import { PRODUCT_NAME } from '../../lib/constants';
import { paths } from '../../lib/paths';
import styles from './welcome-screen.module.css';

/** The logo link of the welcome screen (the shell's header is not shown here). */
export function Logo() {
  return (
    <Link to={paths.home.getHref()} className={styles.logo} aria-label={PRODUCT_NAME}>
      <LogoMark size={36} />
      <span aria-hidden="true">{PRODUCT_NAME}</span>
    </Link>
  );
}
