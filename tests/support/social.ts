// What the social integration tests share: the GraphQL documents of the feed, posts, likes and
// follows with the shapes they answer, and set-up on the demo data (London, fresh impressions).
import { peopleOf, type People } from './people.js';
import { useStack, type StackUnderTest } from './stack.js';

export const LONDON = 'london-england-united-kingdom';

export const FEED = /* GraphQL */ `
  query CityFeed($cityId: ID!, $offset: Int, $limit: Int) {
    posts(filter: { cityId: $cityId }, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        type
        text
        rating
        byOutlet
        isLiked
        likeCount
        commentCount
        hasAccess
        canHide
        timePassed
        publicationDate
        user {
          id
          displayName
          isFollowed
          avatar {
            thumbnail {
              url
            }
          }
        }
        place {
          id
          name
          latinName
          isFollowed
          followerCount
          city {
            id
            latinName
          }
          category {
            id
          }
        }
        organisation {
          id
          name
        }
        city {
          id
          latinName
        }
        imageSets {
          id
          standard {
            url
            width
            height
          }
        }
        someLikes {
          id
          displayName
        }
        lastComments {
          id
          text
          user {
            id
            displayName
          }
          place {
            id
            name
          }
          subjectComment {
            id
            user {
              id
            }
          }
        }
      }
    }
  }
`;

export interface FeedPost {
  id: string;
  type: 'NEWS' | 'REVIEW' | 'IMPRESSION';
  text: string;
  rating: number | null;
  byOutlet: boolean;
  isLiked: boolean;
  likeCount: number;
  commentCount: number;
  user: { id: string; displayName: string } | null;
  place: {
    id: string;
    name: string;
    isFollowed: boolean;
    followerCount: number;
    city: { id: string; latinName: string };
    category: { id: string } | null;
  } | null;
  organisation: { id: string; name: string } | null;
  city: { id: string; latinName: string } | null;
  imageSets: { id: string; standard: { url: string; width: number; height: number } }[];
  someLikes: { id: string; displayName: string }[];
  lastComments: {
    id: string;
    text: string;
    user: { id: string; displayName: string } | null;
    place: { id: string; name: string } | null;
    subjectComment: { id: string } | null;
  }[];
}
export interface Feed {
  posts: { hasMore: boolean; items: FeedPost[] };
}

/** A post's like state, as a like or an unlike answers it. */
const POST_LIKES = /* GraphQL */ `
  fragment PostLikes on Post {
    id
    isLiked
    likeCount
  }
`;

export const POST_STATE = /* GraphQL */ `
  query PostState($id: ID!) {
    post(id: $id) {
      ...PostLikes
      commentCount
      isDeleted
      isHidden
    }
  }
  ${POST_LIKES}
`;
export interface PostState {
  id: string;
  isLiked: boolean;
  likeCount: number;
  commentCount: number;
  isDeleted: boolean;
  isHidden: boolean;
}

/** A like or an unlike of a post, answering the post's like state. */
const likeChange = (name: 'LikePost' | 'UnlikePost', field: 'likePost' | 'unlikePost') =>
  /* GraphQL */ `mutation ${name}($id: ID!) { ${field}(id: $id) { ...PostLikes } } ${POST_LIKES}`;
export const LIKE_POST = likeChange('LikePost', 'likePost');
export const UNLIKE_POST = likeChange('UnlikePost', 'unlikePost');
export type Liked = { id: string; isLiked: boolean; likeCount: number };

export const CREATE_POST = /* GraphQL */ `
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      type
      rating
      text
      hasAccess
      user {
        id
      }
      place {
        id
        name
        reviewCount
      }
      city {
        latinName
      }
      lat
      lon
    }
  }
`;
export interface CreatedPost {
  id: string;
  type: string;
  rating: number | null;
  text: string;
  hasAccess: boolean;
  user: { id: string } | null;
  place: { id: string; name: string; reviewCount: number } | null;
  city: { latinName: string } | null;
  lat: number | null;
  lon: number | null;
}

export const FOLLOW_CHANGE = /* GraphQL */ `
  isFollowed
  user {
    id
    isFollowed
    followerCount
  }
  place {
    id
    name
    isFollowed
    followerCount
    city {
      latinName
    }
  }
  follower {
    id
    followingCount
  }
`;
export interface FollowChange {
  isFollowed: boolean;
  user: { id: string; isFollowed: boolean; followerCount: number } | null;
  place: {
    id: string;
    name: string;
    isFollowed: boolean;
    followerCount: number;
    city: { latinName: string };
  } | null;
  follower: { id: string; followingCount: number };
}

export interface Social {
  /** London's id. */
  london(): Promise<string>;
  /** A fresh impression in London by the demo person `name`: nobody has liked or commented on it yet. */
  impression(name: string, text?: string): Promise<string>;
  /** The first `limit` posts of London's feed, as a visitor or as `token`'s holder. */
  feed(limit: number, token?: string): Promise<FeedPost[]>;
}

export function socialOf(people: People): Social {
  let londonId: string | undefined;
  const london = async (): Promise<string> => {
    londonId ??= (await people.rest<{ city: { id: string } }>('GET', `/cities/${LONDON}`)).city.id;
    return londonId;
  };
  return {
    london,
    impression: async (name, text = 'Rain on the river, lights coming on') => {
      const { token } = await people.demo(name);
      const data = await people.ok<{ createPost: CreatedPost }>(
        CREATE_POST,
        { input: { type: 'IMPRESSION', cityId: await london(), lat: 51.51, lon: -0.1, text } },
        token,
      );
      return data.createPost.id;
    },
    feed: async (limit, token) => {
      const data = await people.ok<Feed>(FEED, { cityId: await london(), limit }, token);
      return data.posts.items;
    },
  };
}

export interface SocialTest extends Social {
  stack: StackUnderTest;
  people: People;
  gql: People['gql'];
  ok: People['ok'];
  rest: People['rest'];
  /** A demo person signed in once per file. */
  person: People['demo'];
  newcomer: People['newcomer'];
}

/** The stack of a social test file (upstream calls counted), its people and the social set-up. */
export function useSocial(): SocialTest {
  const stack = useStack({ countCalls: true });
  const people = peopleOf(stack);
  return {
    stack,
    people,
    ...socialOf(people),
    gql: people.gql,
    ok: people.ok,
    rest: people.rest,
    person: people.demo,
    newcomer: people.newcomer,
  };
}
