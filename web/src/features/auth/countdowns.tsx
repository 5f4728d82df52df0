import * as messages from '../../lib/messages';
import { formatTimer, useSecondsLeft } from './timer';
import styles from './auth-modal.module.css';

/** 'Sending SMS is blocked for N sec', counting down; nothing once it has passed. */
export function BlockedNotice({ until }: { until: number }) {
  const left = useSecondsLeft(until);
  if (left <= 0) return null;
  return (
    <p className={styles.formError} role="alert">
      {messages.login.blocked(left)}
    </p>
  );
}

interface ResendProps {
  /** When another code may be asked for (ms). */
  until: number;
  /** While the server blocks sending, the button waits too. */
  blockedUntil: number;
  onResend(): void;
  busy: boolean;
}

/** 'Send the code again in 00:NN', then the button that sends it. */
function ResendTimer({ until, blockedUntil, onResend, busy }: ResendProps) {
  const left = useSecondsLeft(until);
  const blocked = useSecondsLeft(blockedUntil);
  if (left > 0) {
    return (
      <p className={styles.resend} aria-live="polite">
        {messages.login.resendIn(formatTimer(left))}
      </p>
    );
  }
  return (
    <button type="button" className={styles.link} onClick={onResend} disabled={busy || blocked > 0}>
      {messages.login.resend}
    </button>
  );
}

/** When a sent code may be sent again, and until when the server blocks sending (ms). */
interface SentCode {
  resendAt: number;
  blockedUntil: number;
}

/** Under a sent code: the resend timer and the blocked notice, both restarted by each new send. */
export function CodeCountdowns({
  sent,
  busy,
  onResend,
}: {
  sent: SentCode;
  busy: boolean;
  onResend(): void;
}) {
  return (
    <>
      <ResendTimer
        key={`${sent.resendAt}-${sent.blockedUntil}`}
        until={sent.resendAt}
        blockedUntil={sent.blockedUntil}
        busy={busy}
        onResend={onResend}
      />
      <BlockedNotice key={sent.blockedUntil} until={sent.blockedUntil} />
    </>
  );
}
