// Figures read in a real page (Debian's Chromium driven by Playwright): the like time of a long
// feed and the layout shift of a page as it loads. For the bench only: nothing here asserts.
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { phone } from '../support/chromium.js';
import { logInByPassword } from '../support/page-login.js';

export interface Spread {
  p50: number;
  max: number;
  samples: number[];
}

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0),
    max: round(sorted.at(-1) ?? 0),
    samples: samples.map(round),
  };
}

export interface LikeFigures {
  postsLoaded: number;
  /** Click to the new count in the DOM (the heart's click event to the count's text change). */
  fullSpeed: Spread;
  /** The same up to the next frame, as the person sees it. */
  fullSpeedToFrame: Spread;
  cpu4x: Spread;
  note: string;
}

/** Arms a watch on card `index`: resolves `window.__likeTime` once its count text changes. */
function armLikeWatch(page: Page, index: number): Promise<void> {
  return page.evaluate((index) => {
    const card = document.querySelectorAll('main article')[index];
    const heart = card?.querySelector('footer button[aria-pressed]');
    const count = heart?.nextElementSibling;
    if (!heart || !count) throw new Error(`card ${index} has no like button`);
    const before = count.textContent;
    const holder = window as unknown as { __likeTime?: Promise<{ dom: number; frame: number }> };
    holder.__likeTime = new Promise((resolve) => {
      let clickedAt = 0;
      heart.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
          performance.mark('like-click', { startTime: event.timeStamp });
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (count.textContent === before) return;
        observer.disconnect();
        const dom = performance.now() - clickedAt;
        performance.mark('like-count');
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ dom, frame: performance.now() - clickedAt })),
        );
      });
      observer.observe(count, { childList: true, characterData: true, subtree: true });
    });
  }, index);
}

async function likeOnce(page: Page, index: number) {
  await armLikeWatch(page, index);
  await page.locator('main article').nth(index).locator('footer button[aria-pressed]').click();
  const time = await page.evaluate(
    () => (window as unknown as { __likeTime: Promise<{ dom: number; frame: number }> }).__likeTime,
  );
  // Let the server's answer land before the next click, so each click is measured alone.
  await page.waitForLoadState('networkidle');
  return time;
}

/**
 * Signs `email` in, opens the feed, scrolls until `posts` cards are loaded, then likes and unlikes
 * cards from the middle of the list, reading each time from click to the new count.
 */
export async function measureLikeTime(
  browser: Browser,
  options: {
    baseUrl: string;
    feedPath: string;
    email: string;
    posts: number;
    /** Where to write the page's CPU profile over the full-speed likes, when given. */
    profileFile?: string;
  },
): Promise<LikeFigures> {
  const context = await browser.newContext({ ...phone, baseURL: options.baseUrl });
  const page = await context.newPage();
  try {
    await page.goto('/offer');
    const answer = await logInByPassword(page, options.email, 'tavola-demo');
    const signedIn = Boolean(answer.data?.loginByPassword.account.user.id);
    if (!signedIn) throw new Error(`could not sign ${options.email} in`);
    await page.goto(options.feedPath);
    const cards = page.locator('main article');
    await cards.first().waitFor();
    for (let round = 0; round < 60 && (await cards.count()) < options.posts; round += 1) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    const postsLoaded = await cards.count();
    await page.waitForLoadState('networkidle');

    const indexes = [20, 35, 50, 65, 80].filter((index) => index < postsLoaded);
    const measure = async () => {
      const dom: number[] = [];
      const frame: number[] = [];
      for (const index of indexes) {
        for (let turn = 0; turn < 2; turn += 1) {
          const time = await likeOnce(page, index);
          dom.push(time.dom);
          frame.push(time.frame);
        }
      }
      return { dom, frame };
    };
    const cdp = await context.newCDPSession(page);
    if (options.profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const full = await measure();
    if (options.profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(options.profileFile, JSON.stringify(profile));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slow = await measure();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      postsLoaded,
      fullSpeed: spread(full.dom),
      fullSpeedToFrame: spread(full.frame),
      cpu4x: spread(slow.dom),
      note: 'each card liked then unliked; optimistic, so the count changes before the answer',
    };
  } finally {
    await context.close();
  }
}

/**
 * CLS of `url` at a phone's size as it loads and settles: the largest session window of layout
 * shifts without recent input (shifts at most 1 s apart, a window at most 5 s), as Chromium and
 * Lighthouse count it.
 */
export async function measureLayoutShift(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const holder = window as unknown as { __shifts: { value: number; time: number }[] };
      holder.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput)
            holder.__shifts.push({ value: entry.value, time: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; time: number }[] }).__shifts,
    );
    let worst = 0;
    let current = 0;
    let windowStart = -Infinity;
    let last = -Infinity;
    for (const shift of shifts) {
      if (shift.time - last > 1000 || shift.time - windowStart > 5000) {
        current = 0;
        windowStart = shift.time;
      }
      current += shift.value;
      last = shift.time;
      worst = Math.max(worst, current);
    }
    return Math.round(worst * 1000) / 1000;
  } finally {
    await context.close();
  }
}
