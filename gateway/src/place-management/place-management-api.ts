// The place, chain and permission writes of the api, on top of the request's TavolaApi (its token,
// its 401 hook). Paths, bodies and answers are typed by the OpenAPI document.
import { OPERATION_ERROR_MESSAGES } from '../messages.js';
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation } from '../rest/operations.js';
import type { RestOrganisation, RestPlace, RestPlaceFull } from '../rest/types.js';

export type PlaceBody = BodyOf<Operation<'/api/v1/places', 'post'>>;
export type OrganisationBody = BodyOf<Operation<'/api/v1/organisations', 'post'>>;
export type PermissionBody = BodyOf<Operation<'/api/v1/permissions/{value}', 'post'>>;
type RevokeQuery = NonNullable<Operation<'/api/v1/permissions', 'delete'>['parameters']['query']>;

export async function createPlace(api: TavolaApi, body: PlaceBody): Promise<RestPlaceFull> {
  return (await api.post('/api/v1/places', { body })).data.place;
}

export async function updatePlace(
  api: TavolaApi,
  placeId: string,
  body: PlaceBody,
): Promise<RestPlaceFull> {
  return (await api.patch('/api/v1/places/{placeId}', { path: { placeId }, body })).data.place;
}

export async function deletePlace(api: TavolaApi, placeId: string): Promise<RestPlaceFull> {
  return (await api.delete('/api/v1/places/{placeId}', { path: { placeId } })).data.place;
}

export async function recoverPlace(api: TavolaApi, placeId: string): Promise<RestPlaceFull> {
  return (await api.post('/api/v1/places/{placeId}/recover', { path: { placeId } })).data.place;
}

export async function moderatePlace(
  api: TavolaApi,
  placeId: string,
  status: 'published' | 'unpublished',
  reason: string | undefined,
): Promise<RestPlaceFull> {
  const reply = await api.post('/api/v1/places/{placeId}/moderation-status/{status}', {
    path: { placeId, status },
    body: reason === undefined ? {} : { moderation_unpublished_reason: reason },
    messages: OPERATION_ERROR_MESSAGES.publishPlace,
  });
  return reply.data.place;
}

/** The places the caller owns, manages or asked for (`/staffed`), full (with the role flags). */
export async function staffedPlaces(
  api: TavolaApi,
  offset: number,
  limit: number,
): Promise<RestPlace[]> {
  const reply = await api.get('/api/v1/places', {
    query: { is_staffed_or_requested: true, offset, limit, response_type: 'full' },
  });
  return reply.data.places;
}

export async function changePermission(
  api: TavolaApi,
  value: 'owner' | 'manager' | 'requester',
  body: PermissionBody,
) {
  return (await api.post('/api/v1/permissions/{value}', { path: { value }, body })).data;
}

export async function revokePermission(api: TavolaApi, query: RevokeQuery) {
  return (await api.delete('/api/v1/permissions', { query })).data;
}

export async function createOrganisation(
  api: TavolaApi,
  body: OrganisationBody,
): Promise<RestOrganisation> {
  return (await api.post('/api/v1/organisations', { body })).data.organisation;
}

export async function updateOrganisation(
  api: TavolaApi,
  organisationId: string,
  body: OrganisationBody,
): Promise<RestOrganisation> {
  const reply = await api.patch('/api/v1/organisations/{organisationId}', {
    path: { organisationId },
    body,
  });
  return reply.data.organisation;
}

export async function deleteOrganisation(
  api: TavolaApi,
  organisationId: string,
): Promise<RestOrganisation> {
  const reply = await api.delete('/api/v1/organisations/{organisationId}', {
    path: { organisationId },
  });
  return reply.data.organisation;
}
