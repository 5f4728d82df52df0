// The app's side of web push (docs/live-events.md, "Web push"): it registers the push service
// worker, asks it to subscribe once someone is signed in (again when the sound switch changes),
// and to unsubscribe before a logout (SPEC section 4, Logout).
import { useEffect } from 'react';
import { PUSH_UNSUBSCRIBE_TIMEOUT_MS, PUSH_WORKER_URL } from '../../constants';
import { useNotificationSound } from '../notification-sound';
import type { PushWorkerMessage } from './push-worker';

/** Whether this browser can receive web push at all. */
function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

let registering: Promise<ServiceWorkerRegistration> | undefined;

/** The push worker, registered once per page; its `ready` registration. */
async function pushWorker(): Promise<ServiceWorker | null> {
  registering ??= navigator.serviceWorker
    .register(PUSH_WORKER_URL, { scope: '/' })
    .then(() => navigator.serviceWorker.ready);
  const registration = await registering;
  return registration.active;
}

/** Posts a message to the worker and waits for its answer (or the deadline). */
async function postToPushWorker(message: PushWorkerMessage, timeoutMs?: number): Promise<void> {
  const worker = await pushWorker();
  if (!worker) return;
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve, reject) => {
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; error?: string }>) => {
      if (event.data.ok) resolve();
      else reject(new Error(event.data.error));
    };
  });
  worker.postMessage(message, [channel.port2]);
  if (timeoutMs === undefined) return answered;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([answered, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * While someone is signed in, keeps this browser subscribed to web push with their mute
 * preference (the settings' notification sound switch). Asks for the notification permission the
 * first time; does nothing where push is unsupported or the permission was refused.
 */
export function usePushSubscription(signedIn: boolean): void {
  const [soundOn] = useNotificationSound();
  useEffect(() => {
    if (!signedIn || !pushSupported()) return;
    void (async () => {
      const permission =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      if (permission !== 'granted') return;
      await postToPushWorker({
        type: 'subscribe',
        accessToken: null,
        notificationMute: !soundOn,
      });
    })().catch(() => undefined);
  }, [signedIn, soundOn]);
}

/**
 * Before a logout: this browser stops receiving the person's pushes. Never fails and waits at
 * most a few seconds, since the logout goes on anyway.
 */
export async function unsubscribePushBeforeLogout(): Promise<void> {
  if (!pushSupported() || !navigator.serviceWorker.controller) return;
  await postToPushWorker(
    { type: 'unsubscribe', accessToken: null, notificationMute: false },
    PUSH_UNSUBSCRIBE_TIMEOUT_MS,
  ).catch(() => undefined);
}
