// The post and like calls of the api, on top of the request's TavolaApi (its token, its 401 hook).
// Shapes come from the OpenAPI document, so a contract change is a type error here.
import type { paths } from '../rest/api-types.gen.js';
import type { TavolaApi } from '../rest/client.js';
import type { RestLike, RestPost } from '../rest/types.js';

type ListQuery = NonNullable<paths['/api/v1/posts']['get']['parameters']['query']>;
export type PostListParams = Omit<ListQuery, 'offset' | 'limit'>;
export type PostCreateBody = NonNullable<
  paths['/api/v1/posts']['post']['requestBody']
>['content']['application/json'];
export type PostUpdateBody = NonNullable<
  paths['/api/v1/posts/{postId}']['patch']['requestBody']
>['content']['application/json'];

/** The answer of a like toggle or removal: the like's new state and the liked item as it is now. */
export type LikeChanged =
  paths['/api/v1/likes']['post']['responses'][200]['content']['application/json']['data'];

type OnePost = { data: { post: RestPost } };

const postPath = (id: string) => `/api/v1/posts/${encodeURIComponent(id)}`;

export async function listPosts(
  api: TavolaApi,
  params: PostListParams,
  offset: number,
  limit: number,
): Promise<RestPost[]> {
  const reply = await api.send<{ data: { posts: RestPost[] } }>('GET', '/api/v1/posts', {
    query: { ...params, offset, limit },
  });
  return reply.data.posts;
}

export async function getPost(api: TavolaApi, id: string): Promise<RestPost> {
  return (await api.send<OnePost>('GET', postPath(id))).data.post;
}

export async function createPost(api: TavolaApi, body: PostCreateBody): Promise<RestPost> {
  return (await api.send<OnePost>('POST', '/api/v1/posts', { json: body })).data.post;
}

export async function updatePost(
  api: TavolaApi,
  id: string,
  body: PostUpdateBody,
): Promise<RestPost> {
  return (await api.send<OnePost>('PATCH', postPath(id), { json: body })).data.post;
}

export async function deletePost(api: TavolaApi, id: string): Promise<RestPost> {
  return (await api.send<OnePost>('DELETE', postPath(id))).data.post;
}

export async function setPostStatus(
  api: TavolaApi,
  id: string,
  status: 'hidden' | 'restored',
): Promise<RestPost> {
  return (await api.send<OnePost>('POST', `${postPath(id)}/status/${status}`)).data.post;
}

/** What a like is on: a post, or one of its comments. */
export interface LikeTarget {
  postId: string;
  commentId?: string | undefined;
  byOutlet: boolean;
}

/** POST /likes: the api toggles (removes an existing like, else adds one). */
export async function toggleLike(api: TavolaApi, target: LikeTarget): Promise<LikeChanged> {
  return (
    await api.send<{ data: LikeChanged }>('POST', '/api/v1/likes', { json: likeBody(target) })
  ).data;
}

/** DELETE /likes: removes the like if there is one (idempotent). */
export async function removeLike(api: TavolaApi, target: LikeTarget): Promise<LikeChanged> {
  return (
    await api.send<{ data: LikeChanged }>('DELETE', '/api/v1/likes', { query: likeBody(target) })
  ).data;
}

export async function listLikes(
  api: TavolaApi,
  target: { postId: string; commentId?: string | undefined },
  offset: number,
  limit: number,
): Promise<RestLike[]> {
  const reply = await api.send<{ data: { likes: RestLike[] } }>('GET', '/api/v1/likes', {
    query: { postId: target.postId, commentId: target.commentId, offset, limit },
  });
  return reply.data.likes;
}

function likeBody(target: LikeTarget): {
  postId: string;
  commentId?: string;
  byOutlet: boolean;
} {
  return {
    postId: target.postId,
    ...(target.commentId ? { commentId: target.commentId } : {}),
    byOutlet: target.byOutlet,
  };
}
