// The catalogues of the api (categories, cuisines, dress codes): public and rarely changing, so
// every request shares one read of each for a moment (PUBLIC_READ_TTL_MS).
import type { TavolaApi } from '../rest/client.js';
import type { RestCategory, RestCuisine, RestDresscode } from '../rest/types.js';

const CATEGORIES = 'categories';
const CUISINES = 'cuisines';

export async function listCategories(api: TavolaApi): Promise<RestCategory[]> {
  return api.publicReads.get(
    CATEGORIES,
    async () => (await api.get('/api/v1/categories')).data.categories,
  );
}

export async function listCuisines(api: TavolaApi): Promise<RestCuisine[]> {
  return api.publicReads.get(
    CUISINES,
    async () => (await api.get('/api/v1/cuisines')).data.cuisines,
  );
}

export async function listDresscodes(api: TavolaApi): Promise<RestDresscode[]> {
  return api.publicReads.get(
    'dresscodes',
    async () => (await api.get('/api/v1/dresscodes')).data.dresscodes,
  );
}

/** The categories the gateway read a moment ago, if their read has answered; no call. */
export function settledCategories(api: TavolaApi): RestCategory[] | undefined {
  return api.publicReads.settled(CATEGORIES);
}

/** The cuisines the gateway read a moment ago, if their read has answered; no call. */
export function settledCuisines(api: TavolaApi): RestCuisine[] | undefined {
  return api.publicReads.settled(CUISINES);
}
