import { chromium } from '@playwright/test';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 375), height: 812 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
if (process.argv[3]) { const cdp = await context.newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); await cdp.send('Network.enable'); await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 }); }
await page.addInitScript(`
  window.__shifts = [];
  const describe = (n) => n ? n.nodeName + '.' + ((n.className && typeof n.className === 'string') ? n.className.split(' ').join('.') : '') : 'null';
  const r = (x) => x ? [x.x, x.y, x.width, x.height].map(Math.round).join(',') : '';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({ value: e.value.toFixed(4), t: Math.round(e.startTime), sources: (e.sources || []).map((s) => describe(s.node) + ' < ' + describe(s.node && s.node.parentElement) + ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`);
if (process.env.DELAY) { let n = 0; await page.route(/\/(graphql|images|uploads|assets)/, async (route) => { n += 1; await new Promise((r) => setTimeout(r, (n * 397) % Number(process.env.DELAY))); await route.continue(); }); }
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
await page.screenshot({ path: '/tmp/speedweb-shot.png' });
await browser.close();
