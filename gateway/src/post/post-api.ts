// The post calls of the api, on top of the request's TavolaApi (its token, its 401 hook). Paths,
// arguments and answers are typed by the OpenAPI document, so a contract change is a type error here.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation, QueryOf } from '../rest/operations.js';
import type { RestPost } from '../rest/types.js';

type ListQuery = QueryOf<Operation<'/api/v1/posts', 'get'>>;
export type PostListParams = Omit<ListQuery, 'offset' | 'limit'>;
export type PostCreateBody = BodyOf<Operation<'/api/v1/posts', 'post'>>;
export type PostUpdateBody = BodyOf<Operation<'/api/v1/posts/{postId}', 'patch'>>;

type ListAnswer = Awaited<ReturnType<typeof listAnswer>>;
/** What a page of posts points to (places, chains, cities, impressions' nearest places). */
export type PostsRelated = NonNullable<ListAnswer['data']['related']>;

function listAnswer(api: TavolaApi, query: ListQuery) {
  return api.get('/api/v1/posts', { query });
}

/**
 * A page of posts with the objects it points to (`related`), so that showing it costs this one
 * call: `onRelated` gets them before the posts are resolved.
 */
export async function listPosts(
  api: TavolaApi,
  params: PostListParams,
  offset: number,
  limit: number,
  onRelated: (related: PostsRelated, posts: readonly RestPost[]) => void,
): Promise<RestPost[]> {
  const reply = await listAnswer(api, { ...params, related: true, offset, limit });
  if (reply.data.related) onRelated(reply.data.related, reply.data.posts);
  return reply.data.posts;
}

export async function getPost(api: TavolaApi, postId: string): Promise<RestPost> {
  return (await api.get('/api/v1/posts/{postId}', { path: { postId } })).data.post;
}

export async function createPost(api: TavolaApi, body: PostCreateBody): Promise<RestPost> {
  return (await api.post('/api/v1/posts', { body })).data.post;
}

export async function updatePost(
  api: TavolaApi,
  postId: string,
  body: PostUpdateBody,
): Promise<RestPost> {
  return (await api.patch('/api/v1/posts/{postId}', { path: { postId }, body })).data.post;
}

export async function deletePost(api: TavolaApi, postId: string): Promise<RestPost> {
  return (await api.delete('/api/v1/posts/{postId}', { path: { postId } })).data.post;
}

export async function setPostStatus(
  api: TavolaApi,
  postId: string,
  status: 'hidden' | 'restored',
): Promise<RestPost> {
  const path = `/api/v1/posts/{postId}/status/${status}` as const;
  return (await api.post(path, { path: { postId } })).data.post;
}
