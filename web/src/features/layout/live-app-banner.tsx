import { useState } from 'react';
import { CloseButton } from '../../components/ui/close-button';
import { LogoMark } from '../../components/ui/logo-mark';
import { reportGoal } from '../../lib/infra/analytics';
import {
  LIVE_APP_BANNER_CLOSED_KEY,
  LIVE_APP_BANNER_GOAL,
  LIVE_APP_URL,
} from '../../lib/constants';
import * as messages from '../../lib/messages';
import { readStored, writeStored } from '../../lib/infra/storage';
import styles from './live-app-banner.module.css';

/**
 * The live-app banner above the mobile header (SPEC section 2, layout): its click reports an
 * analytics goal; once closed it stays hidden for the rest of the session (session storage), and
 * comes back in a new one.
 */
export function LiveAppBanner() {
  const [closed, setClosed] = useState(
    () => readStored(LIVE_APP_BANNER_CLOSED_KEY, 'session') !== null,
  );
  if (closed) return null;
  return (
    <aside className={styles.banner} aria-label={messages.liveApp.label}>
      <CloseButton
        className={styles.close}
        label={messages.liveApp.close}
        size={16}
        onClick={() => {
          writeStored(LIVE_APP_BANNER_CLOSED_KEY, '1', 'session');
          setClosed(true);
        }}
      />
      <span className={styles.mark} aria-hidden="true">
        <LogoMark />
      </span>
      <span className={styles.words}>
        <strong className={styles.title}>{messages.liveApp.title}</strong>
        <span className={styles.text}>{messages.liveApp.text}</span>
      </span>
      <a
        className={styles.open}
        href={LIVE_APP_URL}
        target="_blank"
        rel="noreferrer"
        onClick={() => reportGoal(LIVE_APP_BANNER_GOAL)}
      >
        {messages.liveApp.open}
      </a>
    </aside>
  );
}
