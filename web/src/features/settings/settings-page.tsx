import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { SwitchRow } from '../../components/ui/switch-row';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import { useSession } from '../../lib/domain/session';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountModal } from './delete-account-modal';
import { useNotificationSound } from '../../lib/infra/notification-sound';
import card from '../../components/ui/card.module.css';
import styles from './settings-page.module.css';

/** One card of the settings page under its heading. */
function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`${card.card} ${styles.card}`} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /settings for a signed-in person: password, notification sound, log out, delete account. After
 * logging out or deleting the account the route guard takes them to the feed (SPEC section 2).
 */
export function SettingsPage({ userId }: { userId: string }) {
  const { signOut } = useSession();
  const { modal, openModal, closeModal } = useModal();
  const [soundOn, setSoundOn] = useNotificationSound();
  useHead({ title: messages.settings.title, noIndex: true });

  return (
    <div className={styles.page}>
      <Breadcrumbs look="profile" crumbs={[{ label: messages.settings.title }]} />
      <h1 className={styles.title}>{messages.settings.title}</h1>
      <SettingsSection id="settings-password" title={messages.settings.password}>
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection id="settings-notifications" title={messages.settings.notifications}>
        <SwitchRow className={styles.switch} checked={soundOn} onChange={setSoundOn}>
          <span>{messages.settings.notificationSound}</span>
        </SwitchRow>
      </SettingsSection>
      <SettingsSection id="settings-account" title={messages.settings.account}>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void signOut()}>
            {messages.settings.logOut}
          </Button>
          <Button
            variant="ghost"
            className={styles.danger}
            onClick={() => openModal('delete_user')}
          >
            {messages.settings.deleteAccount}
          </Button>
        </div>
      </SettingsSection>
      {modal === 'delete_user' ? <DeleteAccountModal userId={userId} onClose={closeModal} /> : null}
    </div>
  );
}
