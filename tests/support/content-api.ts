import { expect } from 'vitest';
import type { PlaceRef } from '../../api/src/refs/refs.js';
import type { User } from '../../api/src/refs/user-json.js';
import type { Comment } from '../../api/src/comment/comment-json.js';
import type { Post } from '../../api/src/post/post-json.js';
import { peopleOf } from './people.js';
import { useStack } from './stack.js';

export const LONDON = 'london-england-united-kingdom';
export const NO_PERMISSIONS = 'No permissions to perform action';

export interface Envelope {
  code?: number;
  status?: string;
  messageUI?: { message: string };
  // The tests read many shapes; each test narrows what it uses.
  data: Record<string, unknown> & { errors?: Record<string, string> };
}
export interface Reply {
  status: number;
  body: Envelope;
}

/**
 * The api alone (no gateway) for a file, called over HTTP as the demo people (signed in once
 * each), with the reads the post, comment, like, follow and image tests share.
 */
export function useContentApi() {
  const stack = useStack({ gateway: false });
  const people = peopleOf(stack);

  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: Record<string, unknown> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body) headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.apiUrl}/api/v1${path}`, {
      method,
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  /** Signs a demo person in once per file: `user1`, `owner1`, `admin` ... */
  const person = people.demo;

  const postOf = (reply: Reply) => reply.body.data.post as Post;
  const commentOf = (reply: Reply) => reply.body.data.comment as Comment;
  const likeOf = (reply: Reply) => reply.body.data.like as { isLiked: boolean; likeCount: number };

  async function londonPlaces(): Promise<{ id: string; reviewCount: number }[]> {
    const reply = await call('GET', `/places?city=${LONDON}&limit=60`);
    return reply.body.data.places as { id: string; reviewCount: number }[];
  }

  async function placeRef(id: string, token?: string): Promise<PlaceRef> {
    const reply = await call('GET', `/places/${id}`, { token });
    return reply.body.data.place as PlaceRef;
  }

  async function userJson(id: string): Promise<User> {
    return (await call('GET', `/users/${id}`)).body.data.user as User;
  }

  /** A place the owner1 demo person has access to: the place of a news post they may hide. */
  async function ownersPlace(): Promise<string> {
    const owner = await person('owner1');
    const reply = await call('GET', '/posts?type=news&limit=100', { token: owner.token });
    const post = (reply.body.data.posts as Post[]).find((item) => item.canHide && item.place);
    if (!post?.place) throw new Error('no news of a place owner1 runs in the demo data');
    return post.place.id;
  }

  async function newImpression(name: string, text = 'A quiet corner by the canal'): Promise<Post> {
    const { token } = await person(name);
    const reply = await call('POST', '/posts', {
      token,
      body: { cityId: await londonId(), lat: 51.53, lon: -0.12, text },
    });
    expect(reply.status).toBe(201);
    return postOf(reply);
  }

  let london: string | undefined;
  async function londonId(): Promise<string> {
    london ??= ((await call('GET', `/cities/${LONDON}`)).body.data.city as { id: string }).id;
    return london;
  }

  return {
    stack,
    people,
    person,
    postOf,
    commentOf,
    likeOf,
    call,
    londonPlaces,
    placeRef,
    userJson,
    ownersPlace,
    newImpression,
    londonId,
  };
}
