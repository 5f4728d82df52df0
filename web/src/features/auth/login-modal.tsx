import { useState } from 'react';
import { ModalShell } from '../../components/ui/modal-shell';
import { messages } from '../../lib/messages';
import styles from './login-modal.module.css';

type Tab = 'logIn' | 'signUp';

/** `?modal=login`: the shell of the sign-in modal; the forms arrive with the accounts issue. */
export function LoginModal({ onClose }: { onClose(): void }) {
  const [tab, setTab] = useState<Tab>('logIn');
  return (
    <ModalShell title={messages.login.title} onClose={onClose}>
      <div className={styles.tabs} role="tablist">
        {(['logIn', 'signUp'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setTab(name)}
          >
            {messages.login.tabs[name]}
          </button>
        ))}
      </div>
      <div className={styles.text} role="tabpanel" />
    </ModalShell>
  );
}
