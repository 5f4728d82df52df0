// The filters of GET /places against the demo data (also run on PostgreSQL by `npm test`).
import { afterAll, beforeAll } from 'vitest';
import { describePlaceFilters } from '../test-support/place-filters-suite.js';
import { startApi, type RunningApi } from '../testing.js';

let api: RunningApi | undefined;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

describePlaceFilters({
  url: () => {
    if (!api) throw new Error('the api is not started');
    return api.url;
  },
});
