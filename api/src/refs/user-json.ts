import { toImageSet, type ImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { namedRef } from './rows-json.js';

/** A user as the api sends it (SPEC section 3, User). */
export interface User {
  id: string;
  firstName: string | null;
  secondName: string | null;
  /** First and second names joined; null when both are empty (clients then show 'User' + id). */
  fullName: string | null;
  avatar: ImageSet | null;
  /** Only for the person themself and admins; null for everyone else. */
  phone: string | null;
  email: string | null;
  city: { id: string; name: string; latinName: string } | null;
  citySlug: string | null;
  about: string | null;
  link: string | null;
  commentCount: number;
  imageCount: number;
  postCount: number;
  followerCount: number;
  followingCount: number;
  isFollowed: boolean;
  someFollowers: User[];
  someFollowingPlaces: unknown[];
  isDeleted: boolean;
  postCountStr: string;
  followerCountStr: string;
}

/** What the account code needs besides the JSON. */
export interface UserRecord {
  id: string;
  phone: string | null;
  email: string | null;
  first_name: string | null;
  second_name: string | null;
  about: string | null;
  link: string | null;
  city_id: string | null;
  city_name: string | null;
  city_latin_name: string | null;
  avatar: ImageSetRow | null;
  password_hash: string | null;
  is_admin: boolean;
  is_content_manager: boolean;
  is_deleted: boolean;
  profile_filled: boolean;
  follower_count: number;
  following_count: number;
  post_count: number;
  comment_count: number;
  image_count: number;
}

export const userColumns = `
  u.id, u.phone, u.email, u.first_name, u.second_name, u.about, u.link, u.city_id,
  c.name AS city_name, c.latin_name AS city_latin_name,
  CASE WHEN i.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', i.id, 'variants', i.variants, 'order_number', i.order_number,
    'description', i.description) END AS avatar,
  u.password_hash, u.is_admin, u.is_content_manager, u.is_deleted, u.profile_filled,
  u.follower_count, u.following_count, u.post_count, u.comment_count, u.image_count`;

export const userFrom = `users u
  LEFT JOIN cities c ON c.id = u.city_id
  LEFT JOIN image_sets i ON i.id = u.avatar_id AND NOT i.is_deleted`;

/** '1 post', '3 posts' (English has two of the SPEC's three plural forms). */
function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function toUser(
  row: UserRecord,
  storage: ImageStorage,
  options: { showContacts: boolean },
): User {
  const names = [row.first_name, row.second_name].filter((name): name is string => !!name);
  return {
    id: row.id,
    firstName: row.first_name,
    secondName: row.second_name,
    fullName: names.length > 0 ? names.join(' ') : null,
    avatar: row.avatar ? toImageSet(row.avatar, storage) : null,
    phone: options.showContacts ? row.phone : null,
    email: options.showContacts ? row.email : null,
    city: namedRef(row.city_id, row.city_name, row.city_latin_name),
    citySlug: row.city_latin_name,
    about: row.about,
    link: row.link,
    commentCount: row.comment_count,
    imageCount: row.image_count,
    postCount: row.post_count,
    followerCount: row.follower_count,
    followingCount: row.following_count,
    // From the caller's point of view: the reads that know the caller fill these in.
    isFollowed: false,
    someFollowers: [],
    someFollowingPlaces: [],
    isDeleted: row.is_deleted,
    postCountStr: countLabel(row.post_count, 'post', 'posts'),
    followerCountStr: countLabel(row.follower_count, 'follower', 'followers'),
  };
}
