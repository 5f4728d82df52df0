import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountModal } from './delete-account-modal';
import { useNotificationSound } from '../../lib/notification-sound';
import card from '../../components/ui/card.module.css';
import styles from './settings-page.module.css';

/** /settings for a signed-in person: password, notification sound, log out, delete account. */
export function SettingsPage({ userId }: { userId: string }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { modal, openModal, closeModal } = useModal();
  const [soundOn, setSoundOn] = useNotificationSound();
  useHead({ title: messages.settings.title, noIndex: true });

  const logOut = async () => {
    await signOut();
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className={styles.page}>
      <Breadcrumbs look="profile" crumbs={[{ label: messages.settings.title }]} />
      <h1 className={styles.title}>{messages.settings.title}</h1>
      <section className={`${card.card} ${styles.card}`} aria-labelledby="settings-password">
        <h2 id="settings-password" className={styles.heading}>
          {messages.settings.password}
        </h2>
        <ChangePasswordForm />
      </section>
      <section className={`${card.card} ${styles.card}`} aria-labelledby="settings-notifications">
        <h2 id="settings-notifications" className={styles.heading}>
          {messages.settings.notifications}
        </h2>
        <label className={styles.switch}>
          <span>{messages.settings.notificationSound}</span>
          <input
            type="checkbox"
            role="switch"
            checked={soundOn}
            onChange={(event) => setSoundOn(event.target.checked)}
          />
        </label>
      </section>
      <section className={`${card.card} ${styles.card}`} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.heading}>
          {messages.settings.account}
        </h2>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void logOut()}>
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
      </section>
      {modal === 'delete_user' ? <DeleteAccountModal userId={userId} onClose={closeModal} /> : null}
    </div>
  );
}
