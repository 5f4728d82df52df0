import type { Database, Queryable } from '../db/database.js';
import { keyedAction } from '../http/idempotency.js';

/**
 * What a write action works with: the one transaction every row it writes goes through (the rows,
 * their counters, and whatever else the action records about itself), and the work to do once
 * that transaction has committed.
 */
export interface ActionScope {
  /** The action's transaction; every statement of the action runs on it. */
  readonly tx: Queryable;
  /**
   * Runs `task` after the transaction commits (never when it rolls back), in the order added.
   * A failing task does not undo the committed action: its error is reported to `onLateError`.
   */
  afterCommit(task: () => Promise<void> | void): void;
}

export interface RunActionOptions {
  /** Where errors of after-commit tasks go; by default they are rethrown as one AggregateError. */
  onLateError?: (error: unknown) => void;
}

/**
 * Runs one write action in ONE transaction: it commits when `act` resolves and rolls back when it
 * throws, so an action's rows and counters are written all together or not at all. Inside a
 * request with an Idempotency-Key the key's row is written in the same transaction, and an action
 * an earlier attempt of that key committed is not run again: its result is handed back.
 */
export async function runAction<T>(
  db: Database,
  act: (scope: ActionScope) => Promise<T>,
  options: RunActionOptions = {},
): Promise<T> {
  const keyed = keyedAction();
  if (keyed?.replayed) return keyed.replayed.value as T;
  const late: (() => Promise<void> | void)[] = [];
  const result = await db.transaction(async (tx) => {
    await keyed?.claim(tx);
    const done = await act({
      tx,
      afterCommit: (task) => {
        late.push(task);
      },
    });
    await keyed?.record(tx, done);
    return done;
  });
  keyed?.committed();
  const errors: unknown[] = [];
  for (const task of late) {
    try {
      await task();
    } catch (error) {
      if (options.onLateError) options.onLateError(error);
      else errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'an after-commit task failed');
  return result;
}
