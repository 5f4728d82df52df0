// Debian's Chromium as the e2e tests and the web bench launch it.

/**
 * The full browser: the web bench measures with it (Lighthouse scores what a person's Chrome
 * does, GPU process and all).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e tests' browser: Debian's headless shell, the same Chromium (one source package, one
 * version) built without the desktop browser's layers, as Playwright itself runs headless tests.
 * The same specs run about a third faster in it than in the full browser on this machine.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A phone: the e2e tests' mobile project. */
export const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
