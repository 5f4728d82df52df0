// A stand-in for a browser's push service in tests (not shipped code): a local HTTP server that
// takes the api's push requests, and "browsers" that hold the subscription keys a real browser
// would (a P-256 key pair and an auth secret) and decrypt what reaches them (aes128gcm).
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// http_ece (the encryption web-push uses) ships no types; this is the one call the tests make.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
}

export interface PushBrowser {
  /** What a browser's PushSubscription.toJSON() holds. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The pushes that reached this browser, oldest first. */
  received: ReceivedPush[];
  /** Resolves once `count` pushes have reached it in all. */
  waitForPushes(count: number): Promise<ReceivedPush[]>;
  /** The status the push service answers for this subscription from now on (201 by default). */
  answerWith(status: number): void;
}

export interface PushEndpoint {
  url: string;
  /** A new browser subscribed at this push service. */
  browser(): PushBrowser;
  close(): Promise<void>;
}

interface BrowserState {
  browser: PushBrowser;
  ecdh: ECDH;
  auth: string;
  status: number;
  waiting: { count: number; resolve: () => void }[];
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const browsers = new Map<string, BrowserState>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const state = browsers.get(req.url ?? '');
      if (!state) {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const payload = JSON.parse(
        ece
          .decrypt(body, { version: 'aes128gcm', privateKey: state.ecdh, authSecret: state.auth })
          .toString('utf8'),
      ) as Record<string, unknown>;
      state.browser.received.push({ headers: req.headers, payload });
      res.writeHead(state.status).end();
      for (const waiter of state.waiting) {
        if (state.browser.received.length >= waiter.count) waiter.resolve();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    browser() {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const state: BrowserState = {
        ecdh,
        auth,
        status: 201,
        waiting: [],
        browser: {
          subscription: {
            endpoint: `${url}${path}`,
            keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
          },
          received: [],
          waitForPushes: (count) =>
            new Promise((resolve) => {
              const done = () => resolve(state.browser.received);
              if (state.browser.received.length >= count) done();
              else state.waiting.push({ count, resolve: done });
            }),
          answerWith: (status) => {
            state.status = status;
          },
        },
      };
      browsers.set(path, state);
      return state.browser;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
