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

export async function followers(
  api: TavolaApi,
  of: { userId?: string | undefined; placeId?: string | undefined },
  page: Page,
): Promise<RestUser[]> {
  const reply = await api.send<{ data: { users?: RestUser[] } }>('GET', '/api/v1/followers', {
    query: { type: 'follower', ...of, ...page },
  });
  return reply.data.users ?? [];
}

export async function followingUsers(
  api: TavolaApi,
  userId: string,
  page: Page,
): Promise<RestUser[]> {
  const reply = await api.send<{ data: { users?: RestUser[] } }>('GET', '/api/v1/followers', {
    query: { type: 'following-user', userId, ...page },
  });
  return reply.data.users ?? [];
}

export async function followingPlaces(
  api: TavolaApi,
  userId: string,
  page: Page,
): Promise<RestPlaceRef[]> {
  const reply = await api.send<{ data: { places?: RestPlaceRef[] } }>('GET', '/api/v1/followers', {
    query: { type: 'following-place', userId, ...page },
  });
  return reply.data.places ?? [];
}
