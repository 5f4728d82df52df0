import { messages } from '../../lib/messages';
import { useSnackbar } from '../../lib/snackbar';
import { CloseIcon } from './icons';
import styles from './snackbar.module.css';

/** Renders the current snackbar (see lib/snackbar) above the mobile bottom bar. */
export function Snackbar() {
  const { snack, dismissSnackbar } = useSnackbar();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {snack ? (
        <div key={snack.id} className={styles.snackbar}>
          <span>{snack.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={messages.snackbar.close}
            onClick={dismissSnackbar}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
