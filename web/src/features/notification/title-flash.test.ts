import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTitleFlash } from './title-flash';

describe('the tab title flash', () => {
  let focused = false;

  beforeEach(() => {
    vi.useFakeTimers();
    focused = false;
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    document.title = 'Feed · Tavola';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('alternates the title every second while the tab is unfocused, and stops on focus', () => {
    const title = createTitleFlash('New notification');
    title.flash();
    expect(document.title).toBe('Feed · Tavola');
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('New notification');
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('Feed · Tavola');
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('New notification');

    focused = true;
    window.dispatchEvent(new Event('focus'));
    expect(document.title).toBe('Feed · Tavola');
    expect(title.isFlashing()).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('Feed · Tavola');
    title.dispose();
  });

  it('does not flash while the tab has focus', () => {
    focused = true;
    const title = createTitleFlash('New notification');
    title.flash();
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('Feed · Tavola');
    expect(title.isFlashing()).toBe(false);
    title.dispose();
  });

  it('a second notification while flashing keeps one rhythm', () => {
    const title = createTitleFlash('New notification');
    title.flash();
    vi.advanceTimersByTime(1000);
    title.flash();
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('Feed · Tavola');
    title.dispose();
    expect(document.title).toBe('Feed · Tavola');
  });
});
