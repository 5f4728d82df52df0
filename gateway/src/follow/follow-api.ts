// The follow calls of the api (`/followers`), on top of the request's TavolaApi. A follow is a set
// member: POST adds it, DELETE takes it away, each idempotent and answering the state it left.
import type { TavolaApi } from '../rest/client.js';
import type { RestFollowState, RestPlaceRef, RestUser } from '../rest/types.js';

/** Whom a follow is about: a person or a place. */
export type FollowTarget = { userId: string } | { placeId: string };

export async function follow(api: TavolaApi, target: FollowTarget): Promise<RestFollowState> {
  return (await api.post('/api/v1/followers', { body: target })).data.follow;
}

export async function unfollow(api: TavolaApi, target: FollowTarget): Promise<RestFollowState> {
  return (await api.delete('/api/v1/followers', { query: target })).data.follow;
}

type Page = { offset: number; limit: number };

async function followLists(
  api: TavolaApi,
  query: {
    type: 'follower' | 'following-user' | 'following-place';
    userId?: string | undefined;
    placeId?: string | undefined;
  } & Page,
) {
  return (await api.get('/api/v1/followers', { query })).data;
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
