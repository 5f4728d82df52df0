// GraphQL <-> REST for posts: the type enum (UPPER_CASE here, lower-case in the api), the list
// filter and the write bodies. GraphQL nulls mean "not given", as left-out fields do.
import type {
  CreatePostInput,
  EditPostInput,
  PostFilter,
  PostType,
} from '../generated/resolvers.js';
import type { RestPostType } from '../rest/types.js';
import type { PostCreateBody, PostListParams, PostUpdateBody } from './post-api.js';

const REST_POST_TYPE: Readonly<Record<PostType, RestPostType>> = {
  NEWS: 'news',
  REVIEW: 'review',
  IMPRESSION: 'impression',
};

/** The same table read the other way. */
const POST_TYPE = Object.fromEntries(
  Object.entries(REST_POST_TYPE).map(([type, restType]) => [restType, type]),
) as Readonly<Record<RestPostType, PostType>>;

export function postTypeOf(type: RestPostType): PostType {
  return POST_TYPE[type];
}

export function restPostType(type: PostType): RestPostType {
  return REST_POST_TYPE[type];
}

/** GET /posts parameters of a GraphQL filter; `isFollowing: false` is the same as leaving it out. */
export function postListParams(filter: PostFilter | null | undefined): PostListParams {
  const params: PostListParams = {};
  if (!filter) return params;
  if (filter.cityId) params.cityId = filter.cityId;
  if (filter.placeId) params.placeId = filter.placeId;
  if (filter.organisationId) params.organisationId = filter.organisationId;
  if (filter.userId) params.userId = filter.userId;
  if (filter.type) params.type = restPostType(filter.type);
  if (filter.isFollowing) params.isFollowing = true;
  return params;
}

export function postCreateBody(input: CreatePostInput): PostCreateBody {
  const body: PostCreateBody = { text: input.text, byOutlet: input.byOutlet ?? false };
  if (input.type) body.type = restPostType(input.type);
  if (input.rating != null) body.rating = input.rating;
  if (input.placeId) body.placeId = input.placeId;
  if (input.organisationId) body.organisationId = input.organisationId;
  if (input.cityId) body.cityId = input.cityId;
  if (input.lat != null) body.lat = input.lat;
  if (input.lon != null) body.lon = input.lon;
  if (input.imageIds) body.imageIds = [...input.imageIds];
  return body;
}

export function postUpdateBody(input: EditPostInput): PostUpdateBody {
  const body: PostUpdateBody = {};
  if (input.text != null) body.text = input.text;
  if (input.rating != null) body.rating = input.rating;
  if (input.imageIds) body.imageIds = [...input.imageIds];
  if (input.lat != null) body.lat = input.lat;
  if (input.lon != null) body.lon = input.lon;
  return body;
}
