import { afterEach, vi } from 'vitest';

/** Takes the share sheet and the clipboard the tests of the calling block gave the device away again. */
export function forgetSharingAfterEachTest(): void {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'clipboard');
  });
}

/**
 * Gives the device a share sheet (jsdom has none), with a canShare answering `canShare` when
 * given; returns the spy of its share.
 */
export function stubShareSheet({ canShare }: { canShare?: boolean } = {}) {
  const share = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  if (canShare !== undefined) {
    Object.defineProperty(navigator, 'canShare', { value: () => canShare, configurable: true });
  }
  return share;
}

/** Gives the device a clipboard without a share sheet; returns the spy of its writeText. */
export function stubClipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
