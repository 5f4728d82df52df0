import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library auto-cleanup needs vitest globals; without them, unmount after each test here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
