import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The app runs on Preact, which runs effects after the next frame (or a 35 ms timeout); jsdom
// paints no frames and fake timers hold both back. Here they run once the render is done, as
// React runs them after a commit, so a test reads what the effects did (a title, a stored draft).
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Screens load their forms and data lazily, and CI runs this suite beside others on two cores:
// the default 1 s for `findBy*` / `waitFor` is shorter than a cold chunk import there. Waiting
// longer for a condition costs nothing when it holds at once.
configure({ asyncUtilTimeout: 5000 });

// Testing Library auto-cleanup needs vitest globals; without them, unmount after each test here.
// What the gateway's render does is tested without a DOM (a node environment, no window).
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
