// Every place filter of GET /places, by-ids and organisations, over HTTP against the real api on
// the demo data; expectations are computed from the demo data module, never from SQL.
import { describePlaceFilters } from '../../../api/src/test-support/place-filters-suite.js';
import { useStack } from '../../support/stack.js';

const stack = useStack({ gateway: false });

describePlaceFilters({ url: () => stack.apiUrl });
