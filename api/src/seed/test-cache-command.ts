// Makes, once, what every in-memory api starts from: the demo pictures and the seeded demo
// database's dump under the shared cache folder. `npm test` runs it before the test workers
// start, so they find both in place instead of each of them making them at the same time.
import path from 'node:path';
import { LocalImageStorage } from '../image/storage.js';
import { accountLimits } from '../messages.js';
import { cacheDir } from '../runtime.js';
import { openSeededMemoryDatabase } from './memory-template.js';
import { seedDemoImages } from './seed.js';

// The dump is made for one password cost (its demo people's hashes): the tests' own, the lowest
// allowed (api/vitest.config.ts and tests/vitest-base.ts set it), unless the caller names one.
process.env.PASSWORD_COST ??= String(accountLimits.passwordCostMin);

await seedDemoImages(new LocalImageStorage(path.join(cacheDir, 'uploads')));
await (await openSeededMemoryDatabase(cacheDir)).close();
