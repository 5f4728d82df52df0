// GraphQL comment inputs -> the api's bodies; GraphQL nulls mean "not given".
import type { CreateCommentInput, EditCommentInput } from '../generated/resolvers.js';
import type { CommentCreateBody, CommentUpdateBody } from './comment-api.js';

export function commentCreateBody(input: CreateCommentInput): CommentCreateBody {
  const body: CommentCreateBody = { postId: input.postId, byOutlet: input.byOutlet ?? false };
  if (input.text != null) body.text = input.text;
  if (input.imageIds) body.imageIds = [...input.imageIds];
  if (input.subjectCommentId) body.subjectComment = input.subjectCommentId;
  return body;
}

export function commentUpdateBody(input: EditCommentInput): CommentUpdateBody {
  const body: CommentUpdateBody = {};
  if (input.text != null) body.text = input.text;
  if (input.imageIds) body.imageIds = [...input.imageIds];
  return body;
}
