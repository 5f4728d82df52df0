import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type CallArgs, type Operation, type Success } from './operations.js';

describe('fillPath', () => {
  it('fills each path parameter, encoded', () => {
    expect(fillPath('/api/v1/posts/{postId}/status/hidden', { postId: 'a1' })).toBe(
      '/api/v1/posts/a1/status/hidden',
    );
    expect(fillPath('/api/v1/cities/{idOrLatinName}', { idOrLatinName: 'a b/c' })).toBe(
      '/api/v1/cities/a%20b%2Fc',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/api/v1/likes')).toBe('/api/v1/likes');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => fillPath('/api/v1/users/{userId}', {})).toThrow(/userId/);
  });
});

// Checked by tsc (`tsc -p gateway`): a call's arguments and answer follow its path and method.
describe('operation types', () => {
  it('answers the success JSON of the path and method', () => {
    type Liked = Success<Operation<'/api/v1/likes', 'post'>>;
    expectTypeOf<Liked['data']['like']['likeCount']>().toEqualTypeOf<number>();
    type Created = Success<Operation<'/api/v1/posts', 'post'>>;
    expectTypeOf<Created['data']['post']['id']>().toEqualTypeOf<string>();
  });

  it('asks for the path parameters, query and body the operation has', () => {
    const withPath: CallArgs<Operation<'/api/v1/posts/{postId}', 'get'>> = [
      { path: { postId: 'a1' } },
    ];
    // @ts-expect-error the post's id is required
    const withoutPath: CallArgs<Operation<'/api/v1/posts/{postId}', 'get'>> = [{}];
    // @ts-expect-error DELETE /likes takes the post's id in its query
    const withoutQuery: CallArgs<Operation<'/api/v1/likes', 'delete'>> = [{ query: {} }];
    const none: CallArgs<Operation<'/api/v1/categories', 'get'>> = [];
    expect([withPath, withoutPath, withoutQuery, none]).toHaveLength(4);
  });
});
