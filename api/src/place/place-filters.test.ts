// The filters of GET /places against the demo data (also run on PostgreSQL by `npm test`).
import { describePlaceFilters } from '../test-support/place-filters-suite.js';
import { useApi } from '../test-support/api-under-test.js';

const api = useApi();

describePlaceFilters({ url: () => api.url });
