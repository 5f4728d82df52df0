// Debian's Chromium as the e2e tests and the web bench launch it.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
