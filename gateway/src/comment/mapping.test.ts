import { describe, expect, it } from 'vitest';
import { commentCreateBody, commentUpdateBody } from './mapping.js';

describe('comment bodies', () => {
  it('names the replied comment as the api does (subjectComment)', () => {
    expect(
      commentCreateBody({ postId: 'p', text: 'Hi', subjectCommentId: 's', byOutlet: true }),
    ).toEqual({ postId: 'p', text: 'Hi', subjectComment: 's', byOutlet: true });
  });

  it('leaves out what is not given', () => {
    expect(commentCreateBody({ postId: 'p', text: null, imageIds: ['i'] })).toEqual({
      postId: 'p',
      imageIds: ['i'],
      byOutlet: false,
    });
    expect(commentUpdateBody({ text: null, imageIds: [] })).toEqual({ imageIds: [] });
  });
});
