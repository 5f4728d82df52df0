import { chromium } from '@playwright/test';
import { measureLayoutShift, chromiumArgs } from './bench/web-page-figures.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
for (const url of process.argv.slice(2)) console.log(url, await measureLayoutShift(browser, url));
await browser.close();
