// Every place filter of GET /places, by-ids and organisations, over HTTP against the real api on
// the demo data; expectations are computed from the demo data module, never from SQL (issue 4).
import { afterAll, beforeAll } from 'vitest';
import { startApi } from '@tavola/api/testing';
import { describePlaceFilters } from '../../api/src/test-support/place-filters-suite.js';

let api: Awaited<ReturnType<typeof startApi>> | undefined;
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
