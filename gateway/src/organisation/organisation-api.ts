// The organisation (chain) reads of the api, on top of the request's TavolaApi.
import type { TavolaApi } from '../rest/client.js';
import type { Operation, QueryOf } from '../rest/operations.js';
import type { RestOrganisation } from '../rest/types.js';

export async function getOrganisation(
  api: TavolaApi,
  organisationId: string,
): Promise<RestOrganisation> {
  const answer = await api.get('/api/v1/organisations/{organisationId}', {
    path: { organisationId },
  });
  return answer.data.organisation;
}

/** Batch read for the organisation loader; unknown and deleted ids are absent from the answer. */
export async function organisationsByIds(
  api: TavolaApi,
  ids: readonly string[],
): Promise<RestOrganisation[]> {
  const answer = await api.get('/api/v1/organisations', { query: { ids: ids.join(',') } });
  return answer.data.organisations;
}

type OrganisationsQuery = QueryOf<Operation<'/api/v1/organisations', 'get'>>;
/** Which chains a list asks for; the page is the caller's. */
export type OrganisationsFilter = Omit<OrganisationsQuery, 'offset' | 'limit'>;

export async function listOrganisations(
  api: TavolaApi,
  query: OrganisationsQuery,
): Promise<RestOrganisation[]> {
  return (await api.get('/api/v1/organisations', { query })).data.organisations;
}
