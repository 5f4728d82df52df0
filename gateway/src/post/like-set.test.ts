import { describe, expect, it } from 'vitest';
import { ensureLiked, LIKE_SET_ATTEMPTS } from './like-set.js';

/** The api's toggle as it behaves: one at a time per item, each answering the new state. */
function toggleStore(initiallyLiked: boolean) {
  const state = { liked: initiallyLiked, toggles: 0 };
  let queue = Promise.resolve();
  const toggle = () => {
    const run = queue.then(async () => {
      // Let other racers enqueue between our toggles, as separate HTTP requests would.
      await new Promise<void>((resolve) => setImmediate(resolve));
      state.liked = !state.liked;
      state.toggles += 1;
      return { isLiked: state.liked };
    });
    queue = run.then(() => undefined);
    return run;
  };
  return { state, toggle };
}

describe('ensureLiked', () => {
  it('likes with one toggle when there is no like yet', async () => {
    const { state, toggle } = toggleStore(false);
    const answer = await ensureLiked(toggle);
    expect(answer.isLiked).toBe(true);
    expect(state).toEqual({ liked: true, toggles: 1 });
  });

  it('keeps an existing like: the toggle that took it away is followed by one that restores it', async () => {
    const { state, toggle } = toggleStore(true);
    const answer = await ensureLiked(toggle);
    expect(answer.isLiked).toBe(true);
    expect(state).toEqual({ liked: true, toggles: 2 });
  });

  it.each([2, 3, 5])('ends liked when %i likes of the same person race', async (racers) => {
    const { state, toggle } = toggleStore(false);
    const answers = await Promise.all(Array.from({ length: racers }, () => ensureLiked(toggle)));
    expect(state.liked).toBe(true);
    expect(answers.every((answer) => answer.isLiked)).toBe(true);
  });

  it('gives up after a bounded number of toggles', async () => {
    let calls = 0;
    const answer = await ensureLiked(async () => {
      calls += 1;
      return { isLiked: false };
    });
    expect(answer.isLiked).toBe(false);
    expect(calls).toBe(LIKE_SET_ATTEMPTS);
  });
});
