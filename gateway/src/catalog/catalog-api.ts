// The catalogues of the api (categories, cuisines, dress codes): public and rarely changing, so
// every request shares one read of each for a moment (PUBLIC_READ_TTL_MS).
import type { TavolaApi } from '../rest/client.js';
import type { RestCategory, RestCuisine, RestDresscode } from '../rest/types.js';

export async function listCategories(api: TavolaApi): Promise<RestCategory[]> {
  return api.publicReads.get(
    'categories',
    async () => (await api.get('/api/v1/categories')).data.categories,
  );
}

export async function listCuisines(api: TavolaApi): Promise<RestCuisine[]> {
  return api.publicReads.get(
    'cuisines',
    async () => (await api.get('/api/v1/cuisines')).data.cuisines,
  );
}

export async function listDresscodes(api: TavolaApi): Promise<RestDresscode[]> {
  return api.publicReads.get(
    'dresscodes',
    async () => (await api.get('/api/v1/dresscodes')).data.dresscodes,
  );
}
