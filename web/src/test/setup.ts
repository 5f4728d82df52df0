import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
