import { useSyncExternalStore } from 'react';
import { WifiOffIcon } from '../../components/ui/icons';
import * as messages from '../../lib/messages';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** 'You have no Internet connection' while the browser reports being offline. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className={styles.notice} role="alert">
      <WifiOffIcon size={18} />
      {messages.errors.offline}
    </div>
  );
}
