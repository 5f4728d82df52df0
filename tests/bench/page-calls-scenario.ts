// The bench's count of upstream calls per page at two sizes: a place page with no followers and
// with more than its preview shows, and a profile of a person with one post and with many (the
// city feed's two sizes are feed-scenario.ts). A gateway of its own, in process, behind a counting
// proxy in front of the product's api, so the measured gateway is left alone. Each page is loaded
// once before it is counted: the catalogues and cities the gateway shares between requests are
// then warm, as they are in steady use.
import { startGateway } from '@tavola/gateway/testing';
import { startCountingProxy } from '../support/counting-proxy.js';
import { rest, signInDemo } from '../support/people.js';
import {
  countPageCalls,
  loadPageDocuments,
  placePageRequests,
  profileRequests,
  type PageRequest,
} from './page-calls.js';

/** The target: a place page costs at most this many api calls, whatever it shows. */
export const PLACE_PAGE_MAX_CALLS = 3;
const PROFILE_PAGE_SIZE = 20;
const FOLLOWERS = 8;

export interface SizedCalls {
  few: number;
  many: number;
  calls: { few: string[]; many: string[] };
}

export interface PageCallFigures {
  placePage: SizedCalls & { followers: { few: number; many: number } };
  profile: SizedCalls & { posts: { few: number; many: number } };
}

export async function measurePageCalls(
  root: string,
  apiUrl: string,
  city: string,
): Promise<PageCallFigures> {
  const documents = await loadPageDocuments(root);
  const { places } = await rest<{ places: { id: string; followerCount: number }[] }>(
    apiUrl,
    'GET',
    `/places?city=${city}&limit=50`,
  );
  const quiet = places.find((place) => place.followerCount === 0);
  const busy = places.find((place) => place !== quiet);
  if (!quiet || !busy) throw new Error(`no places to count in ${city}`);
  const fans = await Promise.all(
    Array.from({ length: FOLLOWERS }, (_, index) => signInDemo(apiUrl, `user${index + 1}`)),
  );
  for (const fan of fans) await rest(apiUrl, 'POST', '/followers', { placeId: busy.id }, fan.token);

  // The person with the most posts and the one with the fewest (but one) among the demo people.
  const people = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const session = await signInDemo(apiUrl, `user${index + 1}`);
      const { user } = await rest<{ user: { postCount: number } }>(
        apiUrl,
        'GET',
        `/users/${session.id}`,
      );
      return { id: session.id, posts: user.postCount };
    }),
  );
  const withPosts = people.filter((person) => person.posts > 0).sort((a, b) => a.posts - b.posts);
  const fewPosts = withPosts[0];
  const manyPosts = withPosts.at(-1);
  if (!fewPosts || !manyPosts) throw new Error('no demo person has posts');

  const proxy = await startCountingProxy(apiUrl);
  const gateway = await startGateway({ apiUrl: proxy.url, logLevel: 'warn' });
  try {
    const count = async (requests: PageRequest[]) => {
      await countPageCalls(gateway.url, proxy, documents, requests);
      return countPageCalls(gateway.url, proxy, documents, requests);
    };
    const placeFew = await count(placePageRequests(quiet.id));
    const placeMany = await count(placePageRequests(busy.id));
    const profileFew = await count(profileRequests(fewPosts.id, PROFILE_PAGE_SIZE));
    const profileMany = await count(profileRequests(manyPosts.id, PROFILE_PAGE_SIZE));
    const { place } = await rest<{ place: { followerCount: number } }>(
      apiUrl,
      'GET',
      `/places/${busy.id}`,
    );
    return {
      placePage: {
        few: placeFew.count,
        many: placeMany.count,
        calls: { few: placeFew.calls, many: placeMany.calls },
        followers: { few: 0, many: place.followerCount },
      },
      profile: {
        few: profileFew.count,
        many: profileMany.count,
        calls: { few: profileFew.calls, many: profileMany.calls },
        posts: { few: fewPosts.posts, many: Math.min(manyPosts.posts, PROFILE_PAGE_SIZE) },
      },
    };
  } finally {
    await gateway.close();
    await proxy.close();
  }
}
