import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import { issueToken } from './access-token.js';

/**
 * Issues a bearer token for a person whose password (or booking code) was checked; returns it.
 * Bookings and the waitlist sign their guest in too, so this sits with the tokens, below them.
 */
export function signIn(db: Database, userId: string): Promise<string> {
  return runAction(db, ({ tx }) => issueToken(tx, userId));
}
