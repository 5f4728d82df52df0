// The follow calls of the api (`/followers`), on top of the request's TavolaApi.
import type { TavolaApi } from '../rest/client.js';
import type { RestFollowChange, RestPlaceRef, RestUser } from '../rest/types.js';

/** Whom a follow is about: a person or a place. */
export type FollowTarget = { userId: string } | { placeId: string };

export async function follow(api: TavolaApi, target: FollowTarget): Promise<RestFollowChange> {
  return (await api.send<{ data: RestFollowChange }>('POST', '/api/v1/followers', { json: target }))
    .data;
}

export async function unfollow(api: TavolaApi, target: FollowTarget): Promise<RestFollowChange> {
  return (
    await api.send<{ data: RestFollowChange }>('DELETE', '/api/v1/followers', { query: target })
  ).data;
}

type Page = { offset: number; limit: number };

/** GET /followers answers people (follower, following-user) or places (following-place). */
type FollowLists = { users?: RestUser[]; places?: RestPlaceRef[] };

async function followLists(
  api: TavolaApi,
  query: { type: 'follower' | 'following-user' | 'following-place' } & Record<
    string,
    string | number | undefined
  >,
): Promise<FollowLists> {
  return (await api.send<{ data: FollowLists }>('GET', '/api/v1/followers', { query })).data;
}

export async function followers(
  api: TavolaApi,
  of: { userId?: string | undefined; placeId?: string | undefined },
  page: Page,
): Promise<RestUser[]> {
  return (await followLists(api, { type: 'follower', ...of, ...page })).users ?? [];
}

export async function followingUsers(
  api: TavolaApi,
  userId: string,
  page: Page,
): Promise<RestUser[]> {
  return (await followLists(api, { type: 'following-user', userId, ...page })).users ?? [];
}

export async function followingPlaces(
  api: TavolaApi,
  userId: string,
  page: Page,
): Promise<RestPlaceRef[]> {
  return (await followLists(api, { type: 'following-place', userId, ...page })).places ?? [];
}
