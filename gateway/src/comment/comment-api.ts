// The comment calls of the api, on top of the request's TavolaApi. Shapes come from the OpenAPI
// document, so a contract change is a type error here.
import type { paths } from '../rest/api-types.gen.js';
import type { TavolaApi } from '../rest/client.js';
import type { RestComment, RestCommentChange } from '../rest/types.js';

export type CommentCreateBody = NonNullable<
  paths['/api/v1/comments']['post']['requestBody']
>['content']['application/json'];
export type CommentUpdateBody = NonNullable<
  paths['/api/v1/comments/{commentId}']['patch']['requestBody']
>['content']['application/json'];

type Changed = { data: RestCommentChange };

const commentPath = (id: string) => `/api/v1/comments/${encodeURIComponent(id)}`;

export async function listComments(
  api: TavolaApi,
  query: { postId: string; includeHidden: boolean },
  offset: number,
  limit: number,
): Promise<RestComment[]> {
  const reply = await api.send<{ data: { comments: RestComment[] } }>('GET', '/api/v1/comments', {
    // The api's `isHidden=true` (its default) means "leave hidden comments out".
    query: { postId: query.postId, isHidden: !query.includeHidden, offset, limit },
  });
  return reply.data.comments;
}

/** One comment (GET /comments/{id}); 404 when deleted or when its post is not the caller's to see. */
export async function getComment(api: TavolaApi, id: string): Promise<RestComment> {
  return (await api.send<{ data: { comment: RestComment } }>('GET', commentPath(id))).data.comment;
}

export async function createComment(
  api: TavolaApi,
  body: CommentCreateBody,
): Promise<RestCommentChange> {
  return (await api.send<Changed>('POST', '/api/v1/comments', { json: body })).data;
}

export async function updateComment(
  api: TavolaApi,
  id: string,
  body: CommentUpdateBody,
): Promise<RestCommentChange> {
  return (await api.send<Changed>('PATCH', commentPath(id), { json: body })).data;
}

export async function deleteComment(api: TavolaApi, id: string): Promise<RestCommentChange> {
  return (await api.send<Changed>('DELETE', commentPath(id))).data;
}

export async function setCommentStatus(
  api: TavolaApi,
  id: string,
  status: 'hidden' | 'restored',
): Promise<RestCommentChange> {
  return (await api.send<Changed>('POST', `${commentPath(id)}/status/${status}`)).data;
}
