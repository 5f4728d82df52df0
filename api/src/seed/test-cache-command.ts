// Makes, once, what every in-memory api starts from (`prepareMemoryCache`). `npm test` runs it
// before the test workers start, so they find it in place instead of each making it at once.
import { accountLimits } from '../messages.js';
import { prepareMemoryCache } from '../runtime.js';

// The dump is made for one password cost (its demo people's hashes): the tests' own, the lowest
// allowed (api/vitest.config.ts and tests/vitest-base.ts set it), unless the caller names one.
process.env.PASSWORD_COST ??= String(accountLimits.passwordCostMin);

await prepareMemoryCache();
