// The people calls of the api (profiles read and changed), on top of the request's TavolaApi.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation } from '../rest/operations.js';
import type { RestUser } from '../rest/types.js';

export type ProfileChanges = BodyOf<Operation<'/api/v1/users/{userId}', 'patch'>>;

export async function getUser(api: TavolaApi, userId: string): Promise<RestUser> {
  return (await api.get('/api/v1/users/{userId}', { path: { userId } })).data.user;
}

export async function updateUser(
  api: TavolaApi,
  userId: string,
  changes: ProfileChanges,
): Promise<RestUser> {
  const reply = await api.patch('/api/v1/users/{userId}', { path: { userId }, body: changes });
  return reply.data.user;
}

export async function deleteUser(api: TavolaApi, userId: string): Promise<RestUser> {
  return (await api.delete('/api/v1/users/{userId}', { path: { userId } })).data.user;
}
