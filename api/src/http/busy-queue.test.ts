import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createBusyQueue } from './busy-queue.js';

/** A piece of work that ends when the test says. */
function held() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('createBusyQueue', () => {
  it('runs at most atOnce calls, lets `waiting` more wait and refuses the next with 429 at once', async () => {
    const queue = createBusyQueue({ atOnce: 1, waiting: 1, retrySeconds: 1 });
    const first = held();
    const second = held();
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      httpCode: 429,
      status: 'LogicalError',
      message: 'The service is temporarily unavailable',
      data: { timeout: 1 },
    });
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
    // Slots free again: new work runs.
    await expect(queue.run(async () => 'ran')).resolves.toBe('ran');
  });
});
