import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { CloseButton } from './close-button';
import styles from './snackbar.module.css';

/** Renders the current snackbar (see lib/snackbar) above the mobile bottom bar. */
export function Snackbar() {
  const { snack, dismissSnackbar } = useSnackbar();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {snack ? (
        <div key={snack.id} className={styles.snackbar}>
          <span>{snack.message}</span>
          <CloseButton
            className={styles.close}
            label={messages.snackbar.close}
            onClick={dismissSnackbar}
            size={18}
          />
        </div>
      ) : null}
    </div>
  );
}
