// The push service worker, built to /sw.js (vite.sw.config.ts) and registered by the app
// (lib/infra/push/push-registration.ts): web push when no tab is open (docs/live-events.md).
import {
  handlePushWorkerMessage,
  isPushWorkerMessage,
  notificationOfPush,
  urlOfClickedNotification,
  type BrowserPushManager,
} from './lib/infra/push/push-worker';

// The worker's global scope, as far as it is used here: the app's TypeScript setup has the DOM
// types, not the WebWorker ones (the two cannot be loaded together).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerClient {
  url: string;
  focus?: () => Promise<unknown>;
  navigate?: (url: string) => Promise<unknown>;
}
interface WorkerScope {
  registration: {
    pushManager: BrowserPushManager;
    showNotification(title: string, options: object): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(worker.skipWaiting());
});
worker.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener(
  'message',
  (event: ExtendableEvent & { data: unknown; ports: readonly MessagePort[] }) => {
    if (!isPushWorkerMessage(event.data)) return;
    const reply = event.ports[0];
    event.waitUntil(
      handlePushWorkerMessage(event.data, {
        pushManager: worker.registration.pushManager,
        fetch: (input, init) => fetch(input, init),
      }).then(
        () => reply?.postMessage({ ok: true }),
        (error: unknown) => reply?.postMessage({ ok: false, error: String(error) }),
      ),
    );
  },
);

worker.addEventListener('push', (event: ExtendableEvent & { data: { text(): string } | null }) => {
  const { title, options } = notificationOfPush(event.data?.text() ?? null);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener(
  'notificationclick',
  (event: ExtendableEvent & { notification: { data: unknown; close(): void } }) => {
    event.notification.close();
    const url = new URL(urlOfClickedNotification(event.notification.data), worker.location.origin)
      .href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({
          type: 'window',
          includeUncontrolled: true,
        });
        const open = windows.find((client) => client.focus && client.navigate);
        if (open?.navigate && open.focus) {
          await open.navigate(url);
          await open.focus();
          return;
        }
        await worker.clients.openWindow(url);
      })(),
    );
  },
);
