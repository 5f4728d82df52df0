import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { EventSignal } from '../event/event-signal.js';
import type { Logger } from '../logger.js';
import { PushDispatcher } from './push-dispatcher.js';
import { pushSender } from './push-sender.js';

/**
 * Starts pushing notifications to absent recipients (docs/live-events.md, "Web push"); null, with
 * a warning, when no VAPID keys are configured.
 */
export async function startPush(deps: {
  db: Database;
  events: EventSignal;
  config: Pick<Config, 'vapid' | 'pushAllowHttp' | 'resolveHost'>;
  logger: Logger;
}): Promise<PushDispatcher | null> {
  const { vapid } = deps.config;
  if (!vapid) {
    deps.logger.warn('VAPID keys are not set: web push is off');
    return null;
  }
  const dispatcher = new PushDispatcher({
    db: deps.db,
    signal: deps.events,
    send: pushSender(vapid, {
      allowHttp: deps.config.pushAllowHttp,
      resolveHost: deps.config.resolveHost,
    }),
    logger: deps.logger,
  });
  await dispatcher.start();
  return dispatcher;
}
