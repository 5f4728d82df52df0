// Tells the api who has a live socket open on this gateway (`PUT /api/v2/presence`,
// docs/live-events.md, "Web push"): the api pushes a new notification only to people no gateway
// names. Every gateway instance reports its own sockets under an id of its own.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { reconnectDelay } from './backoff.js';

export const PRESENCE_PATH = '/api/v2/presence';
/** Socket changes within this wait go in one report. */
export const PRESENCE_DEBOUNCE_MS = 250;
/** Reports are repeated this often; the api forgets a report after 90 s without one. */
export const PRESENCE_PERIOD_MS = 30_000;

export interface PresenceReporterOptions {
  apiUrl: string;
  /** `EVENTS_SECRET`: presence reports are for gateways only. */
  secret: string;
  /** The people with a live socket open here now. */
  userIds: () => string[];
  /** One report's deadline. */
  timeoutMs: number;
  logger: Logger;
  debounceMs?: number;
  periodMs?: number;
}

export class PresenceReporter {
  /** This gateway process among the others the api hears from. */
  readonly gatewayId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private period: NodeJS.Timeout | undefined;
  private sending: Promise<void> | undefined;
  private dirty = false;
  private failures = 0;
  private stopped = false;

  constructor(private readonly options: PresenceReporterOptions) {}

  /** Reports now, then on every change and periodically. */
  start(): void {
    this.period = setInterval(
      () => this.reportSoon(0),
      this.options.periodMs ?? PRESENCE_PERIOD_MS,
    );
    this.period.unref();
    this.reportSoon(0);
  }

  /** A socket opened or closed: report once the changes settle. */
  changed(): void {
    this.reportSoon(this.options.debounceMs ?? PRESENCE_DEBOUNCE_MS);
  }

  /** Stops reporting and tells the api this gateway holds no socket any more (best effort). */
  async close(): Promise<void> {
    this.stopped = true;
    clearInterval(this.period);
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.sending;
    await this.send([]).catch((error: unknown) => {
      this.options.logger.debug({ err: error }, 'presence: the last report failed');
    });
  }

  private reportSoon(delayMs: number): void {
    if (this.stopped) return;
    if (this.sending) {
      // The report in flight may predate this change: send again after it.
      this.dirty = true;
      return;
    }
    if (this.timer && delayMs > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sending = this.report().finally(() => {
        this.sending = undefined;
        if (this.dirty) {
          this.dirty = false;
          this.reportSoon(0);
        }
      });
    }, delayMs);
    this.timer.unref();
  }

  private async report(): Promise<void> {
    try {
      await this.send(this.options.userIds());
      this.failures = 0;
    } catch (error) {
      this.failures += 1;
      this.options.logger.warn({ err: error, failures: this.failures }, 'presence: report failed');
      // Sooner than the next period, so pushes do not reach people who are here for long.
      if (!this.stopped) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.reportSoon(0);
        }, reconnectDelay(this.failures));
        this.timer.unref();
      }
    }
  }

  private async send(userIds: string[]): Promise<void> {
    const response = await fetch(`${this.options.apiUrl}${PRESENCE_PATH}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${this.options.secret}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ gatewayId: this.gatewayId, userIds }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the api answered ${response.status}`);
  }
}
