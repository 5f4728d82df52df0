import type { Queryable } from '../db/database.js';
import type { Logger } from '../logger.js';

export type CodeChannel = 'sms' | 'email';

/** Where one-time codes go out. A real SMS or e-mail gateway implements this later. */
export interface CodeSender {
  /** `code` is null for a message that carries none (a link, an offer). */
  sendCode(channel: CodeChannel, target: string, text: string, code: string | null): Promise<void>;
}

export interface InboxMessage {
  channel: CodeChannel;
  target: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/**
 * The default sender: logs the message and, with the development inbox on (DEV_INBOX), keeps it
 * there (`GET /api/v1/dev/inbox`), so a person who just ran `npm start` can read the code.
 */
export function defaultCodeSender(
  db: Queryable,
  logger: Logger,
  options: { inbox: boolean },
): CodeSender {
  return {
    async sendCode(channel, target, text, code) {
      if (!options.inbox) {
        // No real gateway yet: say that something was to be sent, never the code.
        logger.warn({ channel }, 'no code sender configured; code not delivered');
        return;
      }
      logger.info({ channel, target, code }, 'one-time code (development inbox)');
      await db.query(
        'INSERT INTO dev_inbox (channel, target, text, code) VALUES ($1, $2, $3, $4)',
        [channel, target, text, code],
      );
    },
  };
}

export async function latestInboxMessages(
  db: Queryable,
  target: string,
  limit: number,
): Promise<InboxMessage[]> {
  const { rows } = await db.query<InboxMessage>(
    `SELECT channel, target, text, code,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
     FROM dev_inbox WHERE target = $1 ORDER BY id DESC LIMIT $2`,
    [target, limit],
  );
  return rows;
}
