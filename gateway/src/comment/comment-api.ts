// The comment calls of the api, on top of the request's TavolaApi. Paths, arguments and answers
// are typed by the OpenAPI document, so a contract change is a type error here.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation } from '../rest/operations.js';
import type { RestComment, RestCommentChange } from '../rest/types.js';

export type CommentCreateBody = BodyOf<Operation<'/api/v1/comments', 'post'>>;
export type CommentUpdateBody = BodyOf<Operation<'/api/v1/comments/{commentId}', 'patch'>>;

export async function listComments(
  api: TavolaApi,
  query: { postId: string; includeHidden: boolean },
  offset: number,
  limit: number,
): Promise<RestComment[]> {
  const reply = await api.get('/api/v1/comments', {
    // The api's `isHidden=true` (its default) means "leave hidden comments out".
    query: { postId: query.postId, isHidden: !query.includeHidden, offset, limit },
  });
  return reply.data.comments;
}

/** One comment (GET /comments/{id}); 404 when deleted or when its post is not the caller's to see. */
export async function getComment(api: TavolaApi, commentId: string): Promise<RestComment> {
  return (await api.get('/api/v1/comments/{commentId}', { path: { commentId } })).data.comment;
}

export async function createComment(
  api: TavolaApi,
  body: CommentCreateBody,
): Promise<RestCommentChange> {
  return (await api.post('/api/v1/comments', { body })).data;
}

export async function updateComment(
  api: TavolaApi,
  commentId: string,
  body: CommentUpdateBody,
): Promise<RestCommentChange> {
  return (await api.patch('/api/v1/comments/{commentId}', { path: { commentId }, body })).data;
}

export async function deleteComment(api: TavolaApi, commentId: string): Promise<RestCommentChange> {
  return (await api.delete('/api/v1/comments/{commentId}', { path: { commentId } })).data;
}

export async function setCommentStatus(
  api: TavolaApi,
  commentId: string,
  status: 'hidden' | 'restored',
): Promise<RestCommentChange> {
  const path = `/api/v1/comments/{commentId}/status/${status}` as const;
  return (await api.post(path, { path: { commentId } })).data;
}
