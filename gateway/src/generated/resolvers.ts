import type { GraphQLResolveInfo } from 'graphql';
import type { RestPlace, RestPlacePage, RestCity, RestCategory, RestCuisine, RestDresscode, RestImageSet, RestUser, RestAccount, RestGallery, RestLink, RestOrganisationParent, RestOrganisationPage, RestPost, RestPostPage, RestComment, RestSubjectComment, RestCommentPage, RestCommentChange, RestLike, RestLikePage, RestFollowState, RestNotification, RestNotificationActor, RestNotificationPage, RestNotificationReservation, RestNotificationOffer, RestCounters, RestChat, RestChatPage, RestMessage, RestMessagePage, RestChatResponseTime, RestReservation, RestReservationPage, RestWaitlistEntry } from '../rest/types.js';
import type { ReservationUpdate } from '../events/live-pubsub.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The signed-in person: their profile and role flags (SPEC sections 3 and 6). */
export type Account = {
  __typename?: 'Account';
  isAdmin: Scalars['Boolean']['output'];
  /** Owner or manager of a place or chain: may post, comment and like as it. */
  isAuthorPlace: Scalars['Boolean']['output'];
  isContentManager: Scalars['Boolean']['output'];
  /** True until the profile has been filled once; the web app then asks to fill it. */
  isNew: Scalars['Boolean']['output'];
  /** Has asked for access to a place and waits for an answer. */
  isRequester: Scalars['Boolean']['output'];
  /** Owner, manager or requester of some place or chain. */
  isStaff: Scalars['Boolean']['output'];
  user: User;
};

/**
 * What a person did, or a place or chain did through its staff: a post, a comment, the comment a
 * reply answers, a like. With `byOutlet` it was done as its `place` or `organisation` (and `user` may
 * be null); otherwise `user` did it.
 */
export type Authored = {
  byOutlet: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  organisation?: Maybe<Organisation>;
  place?: Maybe<Place>;
  user?: Maybe<User>;
};

/** Average bill per guest, in the four levels the filter offers. */
export type AverageCheck =
  /** 500-1000 */
  | 'FROM_500_TO_1000'
  /** 1000-2000 */
  | 'FROM_1000_TO_2000'
  /** 2000 and more */
  | 'FROM_2000'
  /** 0-500 */
  | 'UP_TO_500';

/** A kind of place: restaurants, bars, cafes and the like. Routes use `latinName`: `/{city}/{category}`. */
export type Category = {
  __typename?: 'Category';
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** The Latin slug, for example 'restaurants'. */
  latinName: Scalars['String']['output'];
  /** The display name, for example 'Restaurants'. */
  name: Scalars['String']['output'];
};

/**
 * A chat between two sides (SPEC section 3, Chat): a person and a person, place or chain. The owners
 * and managers of a place or chain read and answer its chats as it, one shared inbox. Each side sees
 * the chat its own way (its unread count, whether it deleted it). Normalised by `id`.
 */
export type Chat = {
  __typename?: 'Chat';
  /** The other side: the person, place or chain the chat is with. */
  counterpart: NotificationActor;
  /** ISO 8601 time the chat was started. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Deleted by the caller's side (it comes back with the next message). */
  isDeleted: Scalars['Boolean']['output'];
  /** The caller reads it as an owner or manager of its place or chain. */
  isStaffed: Scalars['Boolean']['output'];
  /** The newest message the caller's side sees; null before the first. */
  lastMessage?: Maybe<Message>;
  /** Messages the caller's side sees (to open the chat at its newest page). */
  messageCount: Scalars['Int']['output'];
  /** Messages of the counterpart the caller's side has not viewed. */
  notViewedMessageCount: Scalars['Int']['output'];
  /** The side the caller reads it as: themself, or the place or chain they staff (isStaffed). */
  side: NotificationActor;
};

/** A page of chats, newest activity first. */
export type ChatPage = Page & {
  __typename?: 'ChatPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Chat>;
};

/**
 * How fast a place or chain first answers the people who write to it (beyond the SPEC). A wait starts
 * with a person's message that opens the chat or follows the place's last answer, and ends at the
 * place's next message; only the answered waits that started in the last 30 days count.
 */
export type ChatResponseTime = {
  __typename?: 'ChatResponseTime';
  /** The answered waits the median is taken over. */
  answeredCount: Scalars['Int']['output'];
  /** The median of its answered waits, in whole seconds; null when it answered none in 30 days. */
  medianSeconds?: Maybe<Scalars['Int']['output']>;
  /** The place or chain. */
  outlet: NotificationActor;
};

/**
 * A city that places belong to. Cities are addressed in routes by `latinName`, for example
 * `london-england-united-kingdom`.
 */
export type City = {
  __typename?: 'City';
  /** The country's display name. */
  country: Scalars['String']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** Latitude of the city centre, used when there is no geoposition. */
  lat: Scalars['Float']['output'];
  /** The Latin slug used in routes: `/{latinName}/places`. */
  latinName: Scalars['String']['output'];
  /** Longitude of the city centre. */
  lon: Scalars['Float']['output'];
  /** The display name, for example 'London'. */
  name: Scalars['String']['output'];
  /** IANA time zone, for example 'Europe/London'. Schedules are read in this zone. */
  timeZone: Scalars['String']['output'];
};

/** Why a one-time code is asked for. */
export type CodePurpose =
  /** Log in to an existing account (or register, when the contact is new). */
  | 'LOGIN'
  /** Register: refused with USER_ALREADY_EXIST when the contact already has an account. */
  | 'REGISTRATION';

/** A one-time code was sent. */
export type CodeRequest = {
  __typename?: 'CodeRequest';
  /** Seconds until another code may be asked for (the resend timer starts here, 30 at first). */
  timeout: Scalars['Int']['output'];
};

/**
 * A comment under a post (SPEC section 3, Comment), possibly a reply to another comment.
 * Normalised by `id`.
 */
export type Comment = Authored & Publication & {
  __typename?: 'Comment';
  byOutlet: Scalars['Boolean']['output'];
  /** The caller may hide it. */
  canHide: Scalars['Boolean']['output'];
  /** The caller may edit and delete it. */
  hasAccess: Scalars['Boolean']['output'];
  hasOutletLike: Scalars['Boolean']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** Up to 2 images. */
  imageSets: Array<ImageSet>;
  isDeleted: Scalars['Boolean']['output'];
  isEdited: Scalars['Boolean']['output'];
  isHidden: Scalars['Boolean']['output'];
  isLiked: Scalars['Boolean']['output'];
  likeCount: Scalars['Int']['output'];
  /** The chain it was written as (byOutlet). */
  organisation?: Maybe<Organisation>;
  /** The place it was written as (byOutlet). */
  place?: Maybe<Place>;
  /** The post it belongs to. */
  postId: Scalars['ID']['output'];
  /** ISO 8601 time of publication. */
  publicationDate: Scalars['String']['output'];
  someLikes: Array<User>;
  /** The comment this one replies to. */
  subjectComment?: Maybe<RepliedComment>;
  /** Up to 300 characters; may be empty when the comment has images. */
  text: Scalars['String']['output'];
  /** Seconds since publication, as of the read. */
  timePassed: Scalars['Int']['output'];
  /** The author; null when written as the post's place or chain (`byOutlet`). */
  user?: Maybe<User>;
};

/** What a comment write changed: the comment, and its post with the new `commentCount`. */
export type CommentChange = {
  __typename?: 'CommentChange';
  comment: Comment;
  post: Post;
};

/** A page of comments, oldest first. */
export type CommentPage = Page & {
  __typename?: 'CommentPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Comment>;
};

/**
 * A phone number or an e-mail; exactly one of the two. Phones are digits with the country code
 * (for example '447700900101'); e-mails are compared in lower case.
 */
export type ContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Everything a badge in the navigation counts for the caller. */
export type Counters = {
  __typename?: 'Counters';
  /** Chats holding a message the caller's side has not viewed. */
  chats: NotViewedCounters;
  notifications: NotViewedCounters;
};

/** A new comment (SPEC section 5, Comment send): text or at least one image. */
export type CreateCommentInput = {
  /** Write as the post's place or chain (those with access only). */
  byOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  /** Uploaded images, at most 2. */
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  postId: Scalars['ID']['input'];
  /** The comment replied to. */
  subjectCommentId?: InputMaybe<Scalars['ID']['input']>;
  /** Up to 300 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A new post (SPEC section 5, Post). The api checks the type against the SPEC's rules: NEWS needs
 * access to the place or chain, a REVIEW needs a place or chain, an IMPRESSION carries `cityId` and
 * optionally `lat` and `lon`.
 */
export type CreatePostInput = {
  /** Publish as the place or chain (only for those with access to it). */
  byOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  /** Impressions: the city. */
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Uploaded images (POST /images), in display order. */
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Impressions: a free location. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  lon?: InputMaybe<Scalars['Float']['input']>;
  /** Not for impressions. */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  /** Not for impressions. */
  placeId?: InputMaybe<Scalars['ID']['input']>;
  /** Reviews only: 1 to 5. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
  /** Left out: chosen by the SPEC's rules from the place or chain and the caller's access. */
  type?: InputMaybe<PostType>;
};

/** A cuisine a place serves. Routes use `value`: `/{city}/places/{cuisine}`. */
export type Cuisine = {
  __typename?: 'Cuisine';
  /** The display name, for example 'Italian'. */
  label: Scalars['String']['output'];
  /** The Latin slug, for example 'italian'. */
  value: Scalars['String']['output'];
};

/** A dress code a place may ask for. */
export type Dresscode = {
  __typename?: 'Dresscode';
  /** What the dress code means for a guest. */
  description?: Maybe<Scalars['String']['output']>;
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** The display title, for example 'Smart casual'. */
  title: Scalars['String']['output'];
};

/** An edit of a comment: its text and images. */
export type EditCommentInput = {
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/**
 * An edit of a post (SPEC section 5): text, rating (reviews), images, and the location of an
 * impression. Fields left out stay as they are.
 */
export type EditPostInput = {
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  lon?: InputMaybe<Scalars['Float']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The kinds of things a notification names (SPEC section 3, entity types). */
export type EntityType =
  | 'CHAT'
  | 'COMMENT'
  | 'MESSAGE'
  | 'ORGANISATION'
  | 'PLACE'
  | 'POST'
  | 'RESERVATION'
  | 'USER';

/**
 * What a follow or unfollow changed: the person or place followed, with the new `isFollowed` and
 * `followerCount`, and the caller with the new `followingCount`. Those fields (and the ids) come from
 * the write itself; any other field of `user`, `place` or `follower` costs a read of it.
 */
export type FollowChange = {
  __typename?: 'FollowChange';
  /** The caller. */
  follower: User;
  isFollowed: Scalars['Boolean']['output'];
  /** Set when a place was followed or unfollowed. */
  place?: Maybe<Place>;
  /** Set when a person was followed or unfollowed. */
  user?: Maybe<User>;
};

/** The tables of one size at a bookable time. */
export type FreeTables = {
  __typename?: 'FreeTables';
  /** How many of them are neither booked nor held, nor offered to someone in line. */
  available: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
};

/**
 * An album of photos or a menu of a place (SPEC section 3, gallery or album). Both come with the
 * full place: `Place.galleries` are the albums, `Place.menus` the menus.
 */
export type Gallery = {
  __typename?: 'Gallery';
  /** The picture of the album card; null for a gallery without photos. */
  cover?: Maybe<ImageSet>;
  description?: Maybe<Scalars['String']['output']>;
  /** 24-character hex id; routes use it: `/{placeId}/album/{id}`, `/{placeId}/menu/{id}`. */
  id: Scalars['ID']['output'];
  /** Position among the place's albums (or menus), from 0. */
  orderNumber: Scalars['Int']['output'];
  /** The photos in display order. */
  photos: Array<ImageSet>;
  /** How many photos the gallery has (equals `photos` length). */
  photosCount: Scalars['Int']['output'];
  /** The title shown on the album card and page. */
  title: Scalars['String']['output'];
};

/**
 * An album or a menu. Kept only with a title and at least one usable photo (an uploaded, not
 * deleted image); photos keep the order given.
 */
export type GalleryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  orderNumber: Scalars['Int']['input'];
  photoIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

/** What the gateway says about itself. */
export type Health = {
  __typename?: 'Health';
  /** Always true when the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** The gateway's package version. */
  version: Scalars['String']['output'];
};

/**
 * An uploaded image in the renditions the product shows: `standard` for pages, `thumbnail` for
 * lists and avatars, `cover` for wide banners, `original` as uploaded (metadata stripped).
 */
export type ImageSet = {
  __typename?: 'ImageSet';
  cover: ImageVariant;
  /** Optional caption. */
  description?: Maybe<Scalars['String']['output']>;
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** Position within its gallery, from 0. */
  orderNumber: Scalars['Int']['output'];
  original: ImageVariant;
  standard: ImageVariant;
  thumbnail: ImageVariant;
};

/** One stored rendition of an uploaded image. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Absolute or root-relative URL the browser can load. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A message the development sender kept instead of sending an SMS or e-mail. */
export type InboxMessage = {
  __typename?: 'InboxMessage';
  /** The code in it: a 4-digit one-time code, or in a new booking's message to its place the confirm link's code. */
  code: Scalars['String']['output'];
  /** When it was sent (ISO 8601). */
  sentAt: Scalars['String']['output'];
  /** The phone or e-mail it was addressed to. */
  target: Scalars['String']['output'];
  /** The text that would have been sent. */
  text: Scalars['String']['output'];
};

/** One like of a post or comment: by a person, or by a place or chain (`byOutlet`). */
export type Like = Authored & {
  __typename?: 'Like';
  byOutlet: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The chain that liked (byOutlet). */
  organisation?: Maybe<Organisation>;
  /** The place that liked (byOutlet). */
  place?: Maybe<Place>;
  /** The person who liked; null when liked as a place or chain. */
  user?: Maybe<User>;
};

/** A page of likes (20 a page, SPEC section 9). */
export type LikePage = Page & {
  __typename?: 'LikePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Like>;
};

/** A place's address and coordinates. */
export type Location = {
  __typename?: 'Location';
  building?: Maybe<Scalars['String']['output']>;
  /** The city name as written in the address. */
  city?: Maybe<Scalars['String']['output']>;
  /** Metres from the geoposition the query passed; null without one. */
  distance?: Maybe<Scalars['Float']['output']>;
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  street?: Maybe<Scalars['String']['output']>;
};

/** Where the place is, usually picked on the map. */
export type LocationInput = {
  building?: InputMaybe<Scalars['String']['input']>;
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
  street?: InputMaybe<Scalars['String']['input']>;
};

/** One message (SPEC section 3, Message), the same for both sides of its chat. Normalised by `id`. */
export type Message = {
  __typename?: 'Message';
  /** Who wrote it: a person, or a place or chain its staff answered as (byOutlet). */
  author: NotificationActor;
  /** Written by an owner or manager as the place or chain. */
  byOutlet: Scalars['Boolean']['output'];
  chatId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Up to 5 images. */
  imageSets: Array<ImageSet>;
  isDeleted: Scalars['Boolean']['output'];
  isEdited: Scalars['Boolean']['output'];
  /** The other side has viewed it. */
  isViewed: Scalars['Boolean']['output'];
  /** ISO 8601 time of publication. */
  publicationDate: Scalars['String']['output'];
  /** Up to 1000 characters; empty when the message has only images, and once deleted. */
  text: Scalars['String']['output'];
  /** Seconds since publication, as of the read. */
  timePassed: Scalars['Int']['output'];
  /** The person who wrote it (for a place's or chain's message, which of its staff). */
  userId: Scalars['ID']['output'];
};

/** A page of a chat's messages, oldest first. */
export type MessagePage = Page & {
  __typename?: 'MessagePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Message>;
};

/**
 * Where a place stands in moderation (SPEC section 4, place moderation). Places created by anyone
 * but a content manager start ON_MODERATION; an admin publishes or unpublishes them.
 */
export type ModerationStatus =
  | 'ON_MODERATION'
  | 'PUBLISHED'
  | 'UNPUBLISHED';

/** The root of every write. Each domain file extends it with its own mutations. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Takes the table offered: it becomes the person's booking. After the offer expired:
   * BAD_USER_INPUT (fieldErrors.id) and the table stays with whoever has it now.
   */
  acceptOffer: Reservation;
  /**
   * The place's staff confirm or decline a booking in the app; works once (BAD_USER_INPUT after). A
   * decline frees the table for the first in line who fits.
   */
  answerReservation: Reservation;
  /**
   * The guest cancels their booking, up to its time or the place's cut-off before it
   * (BAD_USER_INPUT, fieldErrors.id, after): the table is free at once and offered, in the same
   * transaction, to the first in line whose party fits. The place's staff are notified.
   */
  cancelReservation: Reservation;
  /**
   * Sets a new password. `oldPassword` is required when the account has one (OLD_PASSWORD_MISMATCH
   * when wrong).
   */
  changePassword: Scalars['Boolean']['output'];
  /** The guest says they are coming, by the code of the confirm link sent to them. */
  confirmReservation: Reservation;
  createComment: CommentChange;
  /** Adds a chain; the creator owns it unless a content manager. */
  createOrganisation: Organisation;
  /**
   * Adds a place (the short form: name, cityId, at least one phone). The creator becomes its owner
   * unless a content manager; it starts ON_MODERATION unless a content manager created it (SPEC
   * section 4). A chain must be one the caller may pick (FORBIDDEN otherwise).
   */
  createPlace: Place;
  /** Publishes a post and returns it. */
  createPost: Post;
  /**
   * Books a table. Invalid fields give BAD_USER_INPUT with `extensions.fieldErrors` (one message per
   * field: name, guestsCount, datetime, placeId, phone, code ...). A visitor is signed in by the
   * phone's code (the session cookie).
   */
  createReservation: Reservation;
  /** Declines the table offered: it goes to the next in line who fits, and the person leaves the line. */
  declineOffer: WaitlistEntry;
  /**
   * The guest cancels by the code of the decline link sent to them, as cancelReservation does (the
   * table is offered to the first in line who fits).
   */
  declineReservation: Reservation;
  /** Deletes the chat for the caller's side; the other side keeps it. */
  deleteChat: Chat;
  /** The author (or those with hasAccess) only; the comment comes back with isDeleted true. */
  deleteComment: CommentChange;
  /** Deletes a message of the caller's side ('Message not found' when it is gone). */
  deleteMessage: Message;
  /** Marks a chain deleted. */
  deleteOrganisation: Organisation;
  /** Marks a place deleted (status DELETED). */
  deletePlace: Place;
  /** Marks a post deleted (hasAccess only) and returns it with isDeleted true. */
  deletePost: Post;
  /**
   * Deletes the account `id` (the person themself or an admin). Deleting one's own account also
   * ends the session (the cookie is cleared). Returns true.
   */
  deleteUser: Scalars['Boolean']['output'];
  /** The author (or those with hasAccess) only. */
  editComment: CommentChange;
  /** Edits a message of the caller's side: its text and images. */
  editMessage: Message;
  /** Edits a post (those with hasAccess only: FORBIDDEN otherwise) and returns it. */
  editPost: Post;
  followPlace: FollowChange;
  /** Follows a person (not oneself: BAD_USER_INPUT). Following twice keeps one follow. */
  followUser: FollowChange;
  /**
   * Makes a person (by `userId` or `email`) owner or manager of a place or chain; they leave their
   * other role there (SPEC section 4, swapping) and are notified.
   */
  grantPermission: PermissionChange;
  /** Those who may moderate the post's place or chain only. */
  hideComment: CommentChange;
  /** Hides a post from its place or chain pages (canHide only) and returns it with isHidden true. */
  hidePost: Post;
  /**
   * Joins the line of a full time or range (BAD_USER_INPUT with fieldErrors when a table that fits
   * is free, when already in line there, for a bad range or code). A visitor is signed in by the code.
   */
  joinWaitlist: WaitlistEntry;
  /** The person leaves the line, or the place's staff remove them; a table offered goes on. */
  leaveWaitlist: WaitlistEntry;
  /**
   * Likes a comment, personally or as its post's place or chain (`byOutlet`); liking twice keeps one
   * like. `postId` is the comment's post: given, the like is one call to the api, otherwise the
   * comment is read first. The answer's id, postId, isLiked, hasOutletLike and likeCount come from
   * the write itself; any other field costs a read of the comment.
   */
  likeComment: Comment;
  /**
   * Likes a post, personally or as its place or chain (`byOutlet`), and returns it with the new
   * isLiked, hasOutletLike and likeCount. Liking twice keeps one like. The answer's id, isLiked,
   * hasOutletLike and likeCount come from the write itself; any other field costs a read of the post.
   */
  likePost: Post;
  /**
   * Logs in (or registers a new contact) with the code. A wrong code gives CREDENTIALS_MISMATCH,
   * an old one PASSWORD_EXPIRED; after 5 wrong tries the code is dead.
   */
  loginByCode: Session;
  /** Logs in with the permanent password. A wrong pair gives CREDENTIALS_MISMATCH. */
  loginByPassword: Session;
  /**
   * Ends the session: revokes the token and clears the cookie. True even when the token was already
   * revoked, so the client can always forget the session.
   */
  logout: Scalars['Boolean']['output'];
  /** Marks the chat's messages viewed by the caller's side; returns the chats counters. */
  markChatViewed: NotViewedCounters;
  /**
   * Marks the notifications `ids` viewed, or all of the list (personal, or `forOutlet`) when `ids`
   * is not given. Returns the new counters.
   */
  markNotificationsViewed: Counters;
  /**
   * Admins only (FORBIDDEN otherwise): publish or unpublish (with a reason, BAD_USER_INPUT without
   * one) a place. Publishing a published place gives LOGICAL_ERROR 'The place has already been
   * published'. Its owners (without owners, its managers) get a STATUS notification.
   */
  moderatePlace: Place;
  /** Brings a deleted place back with status OPENED. */
  recoverPlace: Place;
  /**
   * Sends a 4-digit code by SMS or e-mail. A new code for the same contact inside the resend
   * timeout gives RESEND_SMS_TEMPORARY_BLOCKED with `extensions.timeout` in seconds, and so does a
   * send past the hourly limits per address and in total. At most one code request (this or
   * requestPasswordRestore) per operation; more are refused before anything is sent.
   */
  requestCode: CodeRequest;
  /** Sends a code for restoring the password. An unknown contact gives USER_NOT_EXIST. */
  requestPasswordRestore: CodeRequest;
  /** Asks for permission on a place or chain (exactly one of the two ids): the caller becomes a requester. */
  requestPermission: PermissionChange;
  /**
   * Sends a code to the phone (the development inbox keeps it in development, as with sign-in codes;
   * the same resend timer and limits, RESEND_SMS_TEMPORARY_BLOCKED with `extensions.timeout`). With
   * placeId, datetime and guestsCount it also holds a table for the code's life (10 minutes), or
   * fails with BAD_USER_INPUT (fieldErrors.datetime) when none is free or the time is past the
   * place's horizonDays. One client address and one phone hold at most a few tables at once across
   * all places (HOLDS_PER_ADDRESS, HOLDS_PER_PHONE; a waitlist offer counts as a hold): one more
   * fails with RESEND_SMS_TEMPORARY_BLOCKED and `extensions.timeout`, the seconds until one is freed.
   */
  requestReservationCode: CodeRequest;
  /** Brings back a deleted or hidden comment (who deleted or hid it may). */
  restoreComment: CommentChange;
  /** Sets a new password with the code and logs in; every other session of the account ends. */
  restorePassword: Session;
  /** Brings back a deleted post (hasAccess only) and returns it. */
  restorePost: Post;
  /**
   * Takes a person's role on a place or chain away; revoking a requester rejects the application
   * and notifies them.
   */
  revokePermission: PermissionChange;
  /**
   * Sends a message: text (up to 1000 characters) and/or up to 5 of the caller's uploaded images.
   * Staff write as the place or chain of a staffed chat.
   */
  sendMessage: Message;
  /**
   * The caller's chat with a person, place or chain (exactly one of the three): the one the pair
   * already has, or a new one.
   */
  startChat: Chat;
  /**
   * Registers this browser's push subscription (its endpoint and keys, as PushSubscription.toJSON()
   * gives them) for the caller. Without force an existing registration keeps its keys; with force
   * it is replaced. mute: the caller switched notification sounds off, so pushes come silently.
   */
  subscribePush: Scalars['Boolean']['output'];
  unfollowPlace: FollowChange;
  unfollowUser: FollowChange;
  /** Takes a like back (no like there changes nothing); answers as likeComment does. */
  unlikeComment: Comment;
  /**
   * Takes a like back (taking back a like that is not there changes nothing); answers as likePost
   * does.
   */
  unlikePost: Post;
  /** Removes the caller's push subscription with this endpoint; whether there was one. */
  unsubscribePush: Scalars['Boolean']['output'];
  /** Saves a chain's fields. */
  updateOrganisation: Organisation;
  /**
   * Saves a place's fields (admins, its owners and managers, content managers while it has no
   * owner; FORBIDDEN 'No permissions to perform action' for others). A taken slug gives
   * SLUG_ALREADY_EXIST 'This link is already taken' (also in fieldErrors.latinName). Saved by its
   * staff while UNPUBLISHED, it goes back ON_MODERATION (sent again) and loses the reason.
   */
  updatePlace: Place;
  /**
   * Saves profile fields of person `id` and returns the whole profile. Only the person themself
   * or an admin may (FORBIDDEN otherwise); field errors come as BAD_USER_INPUT with `fieldErrors`.
   */
  updateProfile: User;
  /** Staff of the place (or an admin) set how it takes reservations; FORBIDDEN otherwise. */
  updateReservationSettings: ReservationSettings;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationAcceptOfferArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationAnswerReservationArgs = {
  answer?: InputMaybe<Scalars['String']['input']>;
  confirmed: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationCancelReservationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationChangePasswordArgs = {
  oldPassword?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationConfirmReservationArgs = {
  answer?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationCreateCommentArgs = {
  input: CreateCommentInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationCreateOrganisationArgs = {
  input: OrganisationInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationCreatePlaceArgs = {
  input: PlaceInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationCreateReservationArgs = {
  input: ReservationInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeclineOfferArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeclineReservationArgs = {
  answer?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeleteChatArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeleteOrganisationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeletePlaceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationEditCommentArgs = {
  id: Scalars['ID']['input'];
  input: EditCommentInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationEditMessageArgs = {
  id: Scalars['ID']['input'];
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationEditPostArgs = {
  id: Scalars['ID']['input'];
  input: EditPostInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationFollowPlaceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationFollowUserArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationGrantPermissionArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  placeId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  value: PermissionValue;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationHideCommentArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationHidePostArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationJoinWaitlistArgs = {
  input: WaitlistInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationLeaveWaitlistArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationLikeCommentArgs = {
  byOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationLikePostArgs = {
  byOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationLoginByCodeArgs = {
  code: Scalars['String']['input'];
  contact: ContactInput;
  issueBearerToken?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationLoginByPasswordArgs = {
  contact: ContactInput;
  issueBearerToken?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationMarkChatViewedArgs = {
  chatId: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationMarkNotificationsViewedArgs = {
  forOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationModeratePlaceArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: ModerationStatus;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRecoverPlaceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRequestCodeArgs = {
  contact: ContactInput;
  purpose?: InputMaybe<CodePurpose>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRequestPasswordRestoreArgs = {
  contact: ContactInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRequestPermissionArgs = {
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  placeId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRequestReservationCodeArgs = {
  datetime?: InputMaybe<Scalars['String']['input']>;
  guestsCount?: InputMaybe<Scalars['Int']['input']>;
  phone: Scalars['String']['input'];
  placeId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRestoreCommentArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRestorePasswordArgs = {
  code: Scalars['String']['input'];
  contact: ContactInput;
  issueBearerToken?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRestorePostArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationRevokePermissionArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  placeId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationSendMessageArgs = {
  chatId: Scalars['ID']['input'];
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationStartChatArgs = {
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  placeId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationSubscribePushArgs = {
  auth: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  force?: InputMaybe<Scalars['Boolean']['input']>;
  mute?: InputMaybe<Scalars['Boolean']['input']>;
  p256dh: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUnfollowPlaceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUnfollowUserArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUnlikeCommentArgs = {
  byOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUnlikePostArgs = {
  byOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUpdateOrganisationArgs = {
  id: Scalars['ID']['input'];
  input: OrganisationInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUpdatePlaceArgs = {
  id: Scalars['ID']['input'];
  input: PlaceInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUpdateProfileArgs = {
  id: Scalars['ID']['input'];
  input: ProfileInput;
};


/** The root of every write. Each domain file extends it with its own mutations. */
export type MutationUpdateReservationSettingsArgs = {
  input: ReservationSettingsInput;
  placeId: Scalars['ID']['input'];
};

/** Not-viewed notifications (SPEC section 3, Not-viewed counters). */
export type NotViewedCounters = {
  __typename?: 'NotViewedCounters';
  /** Those of the places and chains the caller owns or manages. */
  forOutlet: Scalars['Int']['output'];
  /** The caller's own. */
  forUser: Scalars['Int']['output'];
  /** forUser plus forOutlet. */
  total: Scalars['Int']['output'];
};

/**
 * One notification (SPEC sections 3 and 4, Notification wording). Personal ones (`isForUser`) go to
 * the person; the others go to a place or chain, and every owner and manager of it sees them under
 * Places.
 */
export type Notification = {
  __typename?: 'Notification';
  /** The chat of a MESSAGE notification (it opens `/chats/{chatId}`); null for the other types. */
  chatId?: Maybe<Scalars['ID']['output']>;
  /** The comment concerned, for comments, replies and comment likes. */
  commentId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601 time of creation. */
  createdAt: Scalars['String']['output'];
  /** Who acted: a person, or a place or chain its staff acted as. */
  creator: NotificationActor;
  id: Scalars['ID']['output'];
  /** True for the caller's own notifications; false for those of the places and chains they staff. */
  isForUser: Scalars['Boolean']['output'];
  isViewed: Scalars['Boolean']['output'];
  objectId: Scalars['ID']['output'];
  objectType: EntityType;
  /** The place in line a RESERVATION notification offers a table to; null for the other notifications. */
  offer?: Maybe<NotificationOffer>;
  /** The outcome of a PERMISSION or STATUS notification; null for the other types. */
  outcome?: Maybe<NotificationOutcome>;
  /**
   * The place or chain notified when `isForUser` is false; otherwise the place or chain the post or
   * comment belongs to, when any.
   */
  outlet?: Maybe<NotificationActor>;
  /** The post the notification leads to (the post itself, or the post of the comment). */
  postId?: Maybe<Scalars['ID']['output']>;
  postType?: Maybe<PostType>;
  /**
   * The first 3 words of the post or comment, cut to 60 characters, with an ellipsis when shortened;
   * null when there is no text.
   */
  preview?: Maybe<Scalars['String']['output']>;
  recipientId: Scalars['ID']['output'];
  recipientType: EntityType;
  /** The booking of a RESERVATION notification; null for the other types. */
  reservation?: Maybe<NotificationReservation>;
  /** Seconds since the notification was created. */
  timePassed: Scalars['Int']['output'];
  type: NotificationType;
};

/**
 * Who or what a notification names: a person, or a place or chain. Enough to show and link it
 * without another request: a person links to `/users/{id}`, a place to `/{latinName}`, a chain to
 * `/organisations/{id}`.
 */
export type NotificationActor = {
  __typename?: 'NotificationActor';
  id: Scalars['ID']['output'];
  /** A place's slug; null for people and chains. */
  latinName?: Maybe<Scalars['String']['output']>;
  /** The display name (a person's full name, or 'User' plus the id when both names are empty). */
  name: Scalars['String']['output'];
  /** The avatar's thumbnail, when there is one. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  type: EntityType;
};

/**
 * A table offered from a place's waitlist, as its notification says it: the party, and while the
 * offer stands, the table's time and when it expires (acceptOffer or declineOffer with entryId).
 */
export type NotificationOffer = {
  __typename?: 'NotificationOffer';
  /** The offered table's time (ISO 8601 UTC instant); null once taken, declined or expired. */
  datetime?: Maybe<Scalars['String']['output']>;
  /** The place in line (WaitlistEntry.id). */
  entryId: Scalars['ID']['output'];
  /** When the offer expires (ISO 8601); null once it no longer stands. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  guestsCount: Scalars['Int']['output'];
  status: WaitlistStatus;
  /** The place's IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/** What a PERMISSION or STATUS notification says happened (SPEC section 4, notification wording). */
export type NotificationOutcome =
  /** PERMISSION: the person became a manager. */
  | 'MANAGER'
  /** PERMISSION: the person became an owner. */
  | 'OWNER'
  /** STATUS: the place passed moderation and is published. */
  | 'PUBLISHED'
  /** PERMISSION: the person's application was rejected. */
  | 'REJECTED'
  /** STATUS: the place did not pass moderation (the reason is the place's moderationUnpublishedReason). */
  | 'UNPUBLISHED';

export type NotificationPage = Page & {
  __typename?: 'NotificationPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Notification>;
};

/**
 * The booking a RESERVATION notification is about, to say it in words: the name the guest gave,
 * how many, when (shown on the place's clocks), its status now and the place's answer.
 */
export type NotificationReservation = {
  __typename?: 'NotificationReservation';
  answer?: Maybe<Scalars['String']['output']>;
  /** The booked time as an ISO 8601 UTC instant. */
  datetime: Scalars['String']['output'];
  guestsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  status: ReservationStatus;
  /** The place's IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/**
 * What a notification is about (SPEC section 3, Notification): COMMENT on a post, LIKE of a post or
 * comment, ANSWER to a comment, new FOLLOWER, a review POST at a place; PERMISSION, STATUS
 * (moderation) and MESSAGE come with the features that cause them.
 */
export type NotificationType =
  | 'ANSWER'
  | 'COMMENT'
  | 'FOLLOWER'
  | 'LIKE'
  | 'MESSAGE'
  | 'PERMISSION'
  | 'POST'
  /**
   * A booking at a place: a new one (to its staff; the preview holds the confirm and decline links),
   * confirmed or declined (to the guest).
   */
  | 'RESERVATION'
  | 'STATUS';

/** A chain of places (SPEC section 3, Organisation). Routes: `/organisations/{id}`. */
export type Organisation = Outlet & {
  __typename?: 'Organisation';
  avatar?: Maybe<ImageSet>;
  /** What kind of places the chain runs, if known. */
  category?: Maybe<Category>;
  /** The chain's home city; null when it has none or the city cannot be read. */
  city?: Maybe<City>;
  /** Whether the caller may act for the chain (see Outlet). */
  hasAccess?: Maybe<Scalars['Boolean']['output']>;
  /** True when the chain has an owner on Tavola. */
  hasOwner: Scalars['Boolean']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** True when the chain is deleted. */
  isDeleted: Scalars['Boolean']['output'];
  /** True when the caller manages the chain. */
  isManaged: Scalars['Boolean']['output'];
  /** True when the caller owns the chain. */
  isOwned: Scalars['Boolean']['output'];
  /** True when the caller asked for permission on the chain and has not been answered yet. */
  isRequested: Scalars['Boolean']['output'];
  /** True when the caller is its owner, manager or requester. */
  isStaffed: Scalars['Boolean']['output'];
  /** Its managers; empty unless the caller has access to the chain. */
  managers: Array<User>;
  /** The chain's display name. */
  name: Scalars['String']['output'];
  newsCount: Scalars['Int']['output'];
  /** Its owners; empty unless the caller has access to the chain. */
  owners: Array<User>;
  /** How many published places the chain has. */
  placeCount: Scalars['Int']['output'];
  /** The chain's places in every city, a page at a time. `limit` is 1 to 100 and defaults to 5. */
  places: PlacePage;
  /** People who asked for permission; empty unless the caller has access to the chain. */
  requesters: Array<User>;
  reviewCount: Scalars['Int']['output'];
  /** Up to 5 of the chain's places, for previews. */
  somePlaces: Array<Place>;
};


/** A chain of places (SPEC section 3, Organisation). Routes: `/organisations/{id}`. */
export type OrganisationPlacesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The fields of a chain; `name` is needed on create. */
export type OrganisationInput = {
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A page of organisations. */
export type OrganisationPage = Page & {
  __typename?: 'OrganisationPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Organisation>;
};

/**
 * A place or a chain: what its staff act for (SPEC section 6), with its city (a chain's home city),
 * the caller's role on it and its staff lists (each type says when they are set). `hasAccess` is true when the caller may act for it
 * (admins; its owners and managers; content managers while it has no owner): its posts are news, and
 * they may publish as it; null when the api does not say (then clients decide from the account's
 * roles and `hasOwner`).
 */
export type Outlet = {
  city?: Maybe<City>;
  hasAccess?: Maybe<Scalars['Boolean']['output']>;
  hasOwner: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  isManaged: Scalars['Boolean']['output'];
  isOwned: Scalars['Boolean']['output'];
  isRequested: Scalars['Boolean']['output'];
  isStaffed: Scalars['Boolean']['output'];
  managers: Array<User>;
  name: Scalars['String']['output'];
  owners: Array<User>;
  requesters: Array<User>;
};

/**
 * A page of an offset-paged list. The gateway asks the api for one more item than `limit` to tell
 * whether another page exists.
 */
export type Page = {
  /** True when at least one more item exists after this page. */
  hasMore: Scalars['Boolean']['output'];
};

/**
 * The outcome of a permission change: the person it concerns and the place or chain as it is now
 * (with its owners, managers and requesters).
 */
export type PermissionChange = {
  __typename?: 'PermissionChange';
  organisation?: Maybe<Organisation>;
  place?: Maybe<Place>;
  user: User;
};

/**
 * The role a permission grants on a place or chain (SPEC section 6). Requests use
 * `requestPermission` instead.
 */
export type PermissionValue =
  | 'MANAGER'
  | 'OWNER';

/** A phone number of a place. */
export type Phone = {
  __typename?: 'Phone';
  id: Scalars['ID']['output'];
  /** What the number is for, for example 'Bookings'. */
  name?: Maybe<Scalars['String']['output']>;
  /** The number as dialled, for example '+44 20 7946 0018'. */
  phone: Scalars['String']['output'];
};

/** A phone of a place; leave `id` out for a new one (`custom_` ids are never sent). */
export type PhoneInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};

/** A restaurant, bar, cafe or the like. Addressed by `id` (24-character hex) or by `latinName` (slug). */
export type Place = Outlet & {
  __typename?: 'Place';
  /** The avatar; falls back to the background when the place has no avatar of its own. */
  avatar?: Maybe<ImageSet>;
  /** Average bill level. */
  averageCheck?: Maybe<AverageCheck>;
  /** The mean rating of its visible reviews (1 to 5), to one decimal; null without reviews. Only on full reads (the place page). */
  averageRating?: Maybe<Scalars['Float']['output']>;
  /** The wide background image, if any. */
  background?: Maybe<ImageSet>;
  /** What kind of place it is. */
  category?: Maybe<Category>;
  /** The city the place is in. */
  city?: Maybe<City>;
  /** Cuisines served, in display order. */
  cuisines: Array<Cuisine>;
  /** The full description. Only on full reads (the place page). */
  description?: Maybe<Scalars['String']['output']>;
  /** The dress code the place asks for, if any. Only on full reads. */
  dresscode?: Maybe<Dresscode>;
  /** Amenities, as codes; see PlaceFeatures for their meanings. Only on full reads. */
  features?: Maybe<PlaceFeatures>;
  /** How many people follow the place. */
  followerCount: Scalars['Int']['output'];
  /** Photo albums, in display order (`orderNumber`). Only on full reads. */
  galleries: Array<Gallery>;
  /** Whether the caller may act for the place (see Outlet). */
  hasAccess?: Maybe<Scalars['Boolean']['output']>;
  /** True when the place has an owner on Tavola. Only on full reads (false on lists). */
  hasOwner: Scalars['Boolean']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** True when the place is deleted (status DELETED). */
  isDeleted: Scalars['Boolean']['output'];
  /** True when the signed-in caller follows the place; false for visitors. */
  isFollowed: Scalars['Boolean']['output'];
  /** True when the caller manages the place. */
  isManaged: Scalars['Boolean']['output'];
  /** True when the caller owns the place. The role flags are set on full reads (the place, staffedPlaces, mutation answers); lists give false. */
  isOwned: Scalars['Boolean']['output'];
  /** True when the caller asked for permission on the place and has not been answered yet. */
  isRequested: Scalars['Boolean']['output'];
  /** True when guests can book a table online. */
  isReservationsEnabled: Scalars['Boolean']['output'];
  /** True when the caller is its owner, manager or requester (SPEC section 6, staff). */
  isStaffed: Scalars['Boolean']['output'];
  /** Listed in the top 50 bars. */
  isTop50Bars: Scalars['Boolean']['output'];
  /** Listed in the top 100 restaurants. */
  isTop100Restaurants: Scalars['Boolean']['output'];
  /** Listed among the top cafes. */
  isTopCafes: Scalars['Boolean']['output'];
  /** The slug used in the canonical link: `/{latinName}`. Defaults to the id. */
  latinName: Scalars['String']['output'];
  /** Web site and social pages, in display order. Only on full reads (the place page). */
  links: Array<PlaceLink>;
  /** Where the place is. `distance` is set only when the query passed a geoposition. */
  location?: Maybe<Location>;
  /** The logo, if any. */
  logo?: Maybe<ImageSet>;
  /** Its managers; empty unless the caller has access to the place. Only on full reads. */
  managers: Array<User>;
  /** A few words above the menus. Only on full reads. */
  menuDescription?: Maybe<Scalars['String']['output']>;
  /** Menus as galleries of photos, in display order. Only on full reads. */
  menus: Array<Gallery>;
  /** Where the place stands in moderation. Lists and pages of others show only PUBLISHED places. */
  moderationStatus: ModerationStatus;
  /** Why an admin declined the place; set only while `moderationStatus` is UNPUBLISHED. */
  moderationUnpublishedReason?: Maybe<Scalars['String']['output']>;
  /** The display name. */
  name: Scalars['String']['output'];
  /** How many news posts the place has. */
  newsCount: Scalars['Int']['output'];
  /** The chain the place belongs to, if any. Only on full reads. */
  organisation?: Maybe<Organisation>;
  /** Its owners; empty unless the caller has access to the place. Only on full reads. */
  owners: Array<User>;
  /** How to park near the place, free text. Only on full reads. */
  parkingInfo?: Maybe<Scalars['String']['output']>;
  /** Phone numbers. Only on full reads (the place page). */
  phones: Array<Phone>;
  /**
   * Other places of the same city to suggest on the place page, nearest to this one first; never
   * the place itself. `limit` is 1 to 100 and defaults to 5 (SPEC section 9, recommended places).
   * Each place asks the api once, so read it for one place (the place page), not across a list.
   */
  recommended: Array<Place>;
  /** People who asked for permission; empty unless the caller has access to the place. Only on full reads. */
  requesters: Array<User>;
  /** How many reviews the place has. */
  reviewCount: Scalars['Int']['output'];
  /** How to get there, free text. Only on full reads. */
  roadInfo?: Maybe<Scalars['String']['output']>;
  /** Opening schedules, the main one first. */
  schedules: Array<Schedule>;
  /** A sentence or two for cards and link previews. Only on full reads (the place page). */
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** A few of the newest followers of the place, for the followers preview. */
  someFollowers: Array<User>;
  /** Open status: OPENED, CLOSED, TEMPORARY_CLOSED or DELETED. */
  status: PlaceStatus;
  /** The sub-category (SPEC section 3), one of the categories. Only on full reads. */
  subCategory?: Maybe<Category>;
};


/** A restaurant, bar, cafe or the like. Addressed by `id` (24-character hex) or by `latinName` (slug). */
export type PlaceRecommendedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Amenities a place can be filtered by (the keys of PlaceFeatures). */
export type PlaceFeature =
  | 'ALCOHOL'
  | 'BUSINESS_LUNCH'
  | 'CASHFREE'
  | 'CHILDREN_ROOM'
  | 'DANCEFLOOR'
  | 'DELIVERY'
  | 'ENTERTAINMENT'
  | 'HOOKAH'
  | 'KARAOKE'
  | 'LIVE_MUSIC'
  | 'MOBILE_CHARGE'
  | 'PARKING_TYPE'
  | 'SMOKE_ZONE'
  | 'SPORT_TRANSLATIONS'
  | 'TERRACE'
  | 'WIFI';

/**
 * Amenities as codes. A null or 0 code with no display text is not shown. Display texts:
 * alcohol 0 no alcohol, 1 alcohol; cashfree 0 no cashless payments, 1 cashless payment;
 * wifi 0 no wi-fi, 1 wi-fi; dancefloor, entertainment, liveMusic 1 on weekends, 2 daily;
 * parkingType 1 paid, 2 free, 3 guarded paid, 4 guarded free; smokeZone 1 smoking area,
 * 3 smoking and non-smoking areas. The rest are 1 when present.
 */
export type PlaceFeatures = {
  __typename?: 'PlaceFeatures';
  alcohol?: Maybe<Scalars['Int']['output']>;
  businessLunch?: Maybe<Scalars['Int']['output']>;
  cashfree?: Maybe<Scalars['Int']['output']>;
  childrenRoom?: Maybe<Scalars['Int']['output']>;
  dancefloor?: Maybe<Scalars['Int']['output']>;
  delivery?: Maybe<Scalars['Int']['output']>;
  entertainment?: Maybe<Scalars['Int']['output']>;
  hookah?: Maybe<Scalars['Int']['output']>;
  karaoke?: Maybe<Scalars['Int']['output']>;
  liveMusic?: Maybe<Scalars['Int']['output']>;
  mobileCharge?: Maybe<Scalars['Int']['output']>;
  parkingType?: Maybe<Scalars['Int']['output']>;
  smokeZone?: Maybe<Scalars['Int']['output']>;
  sportTranslations?: Maybe<Scalars['Int']['output']>;
  terrace?: Maybe<Scalars['Int']['output']>;
  wifi?: Maybe<Scalars['Int']['output']>;
};

/** Amenity codes, as in PlaceFeatures. */
export type PlaceFeaturesInput = {
  alcohol?: InputMaybe<Scalars['Int']['input']>;
  businessLunch?: InputMaybe<Scalars['Int']['input']>;
  cashfree?: InputMaybe<Scalars['Int']['input']>;
  childrenRoom?: InputMaybe<Scalars['Int']['input']>;
  dancefloor?: InputMaybe<Scalars['Int']['input']>;
  delivery?: InputMaybe<Scalars['Int']['input']>;
  entertainment?: InputMaybe<Scalars['Int']['input']>;
  hookah?: InputMaybe<Scalars['Int']['input']>;
  karaoke?: InputMaybe<Scalars['Int']['input']>;
  liveMusic?: InputMaybe<Scalars['Int']['input']>;
  mobileCharge?: InputMaybe<Scalars['Int']['input']>;
  parkingType?: InputMaybe<Scalars['Int']['input']>;
  smokeZone?: InputMaybe<Scalars['Int']['input']>;
  sportTranslations?: InputMaybe<Scalars['Int']['input']>;
  terrace?: InputMaybe<Scalars['Int']['input']>;
  wifi?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The place filter of the list and the map (SPEC section 2, the filter sheet). Every field is
 * optional; within one list any value matches, across fields all must match.
 */
export type PlaceFilter = {
  /** Open after midnight: some day ends past midnight, or the place is open 24 hours. */
  afterMidnight?: InputMaybe<Scalars['Boolean']['input']>;
  /** Average check levels. */
  averageChecks?: InputMaybe<Array<AverageCheck>>;
  /** Category latinNames (for example 'restaurants'). */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Cuisine values (for example 'italian'). */
  cuisines?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Amenities the place must have (a feature counts when its code is above 0). */
  features?: InputMaybe<Array<PlaceFeature>>;
  /** Admin only: deleted places instead of the others. */
  isDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only places the caller follows. Signed in only. */
  isFollowing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only places with online booking. */
  isReservationsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Admin only: places in this moderation status instead of published ones. */
  moderationStatus?: InputMaybe<PlaceModerationStatus>;
  /** Only places within 5 km of `lat`/`lon` (both needed), nearest first. */
  nearby?: InputMaybe<Scalars['Boolean']['input']>;
  /** Open at this local date and time of the city: `YYYY-MM-DDTHH:mm` (the sheet offers 30-minute steps). */
  openAt?: InputMaybe<Scalars['String']['input']>;
  /** Open now in the city's time zone. */
  openNow?: InputMaybe<Scalars['Boolean']['input']>;
  /** `HH:mm`, only with `openWeekday`. */
  openTime?: InputMaybe<Scalars['String']['input']>;
  /** Open on this weekday, 1 = Monday ... 7 = Sunday; with `openTime`, at that time. */
  openWeekday?: InputMaybe<Scalars['Int']['input']>;
  /** Only places of this organisation (chain). */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  /** Name search, typo-tolerant. */
  query?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The fields of a place to save (SPEC section 5, place save). On create `name`, `cityId` and at
 * least one phone are needed; on update every field is optional and a given list replaces the
 * whole list (phones, links, schedules, galleries, menus, cuisines). The server applies the save
 * rules too: empty phones and links are removed, an album needs a title and a usable photo,
 * albums and menus are renumbered, `features.smokeZone` defaults to 2.
 */
export type PlaceInput = {
  /** Uploaded image ids (POST /images); null clears. */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  averageCheck?: InputMaybe<AverageCheck>;
  backgroundId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Cuisine values (for example 'italian'), in display order. */
  cuisines?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  dresscodeId?: InputMaybe<Scalars['ID']['input']>;
  features?: InputMaybe<PlaceFeaturesInput>;
  /** Photo albums. */
  galleries?: InputMaybe<Array<GalleryInput>>;
  /** The slug. A slug another place has gives SLUG_ALREADY_EXIST 'This link is already taken' (also in fieldErrors.latinName). */
  latinName?: InputMaybe<Scalars['String']['input']>;
  links?: InputMaybe<Array<PlaceLinkInput>>;
  location?: InputMaybe<LocationInput>;
  logoId?: InputMaybe<Scalars['ID']['input']>;
  menuDescription?: InputMaybe<Scalars['String']['input']>;
  /** Menus. */
  menus?: InputMaybe<Array<GalleryInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** The chain; null detaches it. Only chains the caller may pick (SPEC section 6). */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  parkingInfo?: InputMaybe<Scalars['String']['input']>;
  phones?: InputMaybe<Array<PhoneInput>>;
  roadInfo?: InputMaybe<Scalars['String']['input']>;
  schedules?: InputMaybe<Array<ScheduleInput>>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** OPENED, CLOSED or TEMPORARY_CLOSED (DELETED goes through deletePlace). */
  status?: InputMaybe<PlaceStatus>;
  subCategoryId?: InputMaybe<Scalars['ID']['input']>;
};

/** A link of a place: its web site or a social page. */
export type PlaceLink = {
  __typename?: 'PlaceLink';
  id: Scalars['ID']['output'];
  /** An absolute http or https URL. */
  link: Scalars['String']['output'];
  /** What the link is, for example 'Instagram'. May be empty: show the address then. */
  name?: Maybe<Scalars['String']['output']>;
};

/** A link of a place; leave `id` out for a new one. */
export type PlaceLinkInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  link: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The moderation states an admin can list places by (published is the default list). */
export type PlaceModerationStatus =
  | 'ON_MODERATION'
  | 'UNPUBLISHED';

/** The order of a places list. */
export type PlaceOrder =
  /** Nearest first; needs `lat` and `lon`. */
  | 'DISTANCE'
  /** By name. */
  | 'NAME'
  /** Rank (the default); with a `query`, the best name match first. */
  | 'RANK';

/** A page of places. */
export type PlacePage = Page & {
  __typename?: 'PlacePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Place>;
};

/** Whether a place works. */
export type PlaceStatus =
  | 'CLOSED'
  | 'DELETED'
  | 'OPENED'
  | 'TEMPORARY_CLOSED';

/**
 * A post in a feed, on a place or chain page or on a profile (SPEC section 3, Post). Normalised by
 * `id`: a like, hide or delete changes it in every list that holds it.
 */
export type Post = Authored & Publication & {
  __typename?: 'Post';
  /** True when published as the place or chain rather than as a person. */
  byOutlet: Scalars['Boolean']['output'];
  /** The caller may hide it (staff or content manager of its place or chain). */
  canHide: Scalars['Boolean']['output'];
  /** The city of an impression, or of the post's place. */
  city?: Maybe<City>;
  /** Visible comments; never below 0. */
  commentCount: Scalars['Int']['output'];
  /** The caller may edit and delete it (SPEC section 6, hasAccess). */
  hasAccess: Scalars['Boolean']['output'];
  /** True when the post's place or chain itself liked it. */
  hasOutletLike: Scalars['Boolean']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** Attached images in order. */
  imageSets: Array<ImageSet>;
  isDeleted: Scalars['Boolean']['output'];
  isEdited: Scalars['Boolean']['output'];
  isHidden: Scalars['Boolean']['output'];
  /** True when the caller liked it (personally); false for visitors. */
  isLiked: Scalars['Boolean']['output'];
  /** Written by the staff of its place or chain (news). */
  isStaff: Scalars['Boolean']['output'];
  /**
   * Reviews only: the author has a confirmed reservation at the place whose time has passed (shown
   * as "Visited"); false otherwise.
   */
  isVisited: Scalars['Boolean']['output'];
  /** The newest comments (up to 2), oldest first, for the card. */
  lastComments: Array<Comment>;
  /** Impressions with a free location only. */
  lat?: Maybe<Scalars['Float']['output']>;
  /** Never below 0. */
  likeCount: Scalars['Int']['output'];
  /** Impressions with a free location only. */
  lon?: Maybe<Scalars['Float']['output']>;
  /**
   * Impressions with a free location only: the nearest place of the post's city to it, whatever its
   * distance (`location.distance` in metres from the point), null when the city has none. One call
   * to the api names the places of a whole page of posts.
   */
  nearestPlace?: Maybe<Place>;
  /** The chain the post is about or from, if any. */
  organisation?: Maybe<Organisation>;
  /** The place the post is about or from, if any. */
  place?: Maybe<Place>;
  /** ISO 8601 time of publication. */
  publicationDate: Scalars['String']['output'];
  /** Reviews only: 1 (very bad) to 5 (the best); null for news and impressions. */
  rating?: Maybe<Scalars['Int']['output']>;
  /** The first image, for compact cards. */
  someImageSet?: Maybe<ImageSet>;
  /** A few of the people who liked it, newest first. */
  someLikes: Array<User>;
  text: Scalars['String']['output'];
  /** Seconds since publication, as of the read. */
  timePassed: Scalars['Int']['output'];
  type: PostType;
  /** The author; null when published as the place or chain (`byOutlet`). */
  user?: Maybe<User>;
};

/** Which posts to list (SPEC section 7, GET /posts). All given conditions apply together. */
export type PostFilter = {
  /** Posts of a city (by the city's id). */
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Only posts of the people and places the caller follows (signed in only: UNAUTHENTICATED). */
  isFollowing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Posts of a chain. */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  /** Posts of a place (its news and reviews). */
  placeId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<PostType>;
  /** Posts of one author. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of posts. */
export type PostPage = Page & {
  __typename?: 'PostPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Post>;
};

/**
 * What kind of post (SPEC section 4, Post type on create): NEWS of a place or chain by those with
 * access to it, a REVIEW of a place or chain by anyone else, or an IMPRESSION (tied to a free
 * location, or to nothing).
 */
export type PostType =
  | 'IMPRESSION'
  | 'NEWS'
  | 'REVIEW';

/**
 * The editable part of a profile (SPEC section 7, PATCH /users/{id}). Fields left out stay as
 * they are; an empty string clears a text field.
 */
export type ProfileInput = {
  /** Up to 300 characters. */
  about?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded image's id. */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  /** The home city's id. */
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Required once (registration); cannot be cleared. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Must be an http or https URL ('The value entered is not a link'). */
  link?: InputMaybe<Scalars['String']['input']>;
  secondName?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A post or a comment (both Authored): its text and images, its likes, whether it is edited, deleted
 * or hidden, what the caller may do with it (`hasAccess`: edit and delete; `canHide`: hide) and when
 * it was published (`timePassed` in seconds as of the read, `publicationDate` in ISO 8601). A like
 * changes only `isLiked` (the caller's own like), `hasOutletLike` (the like of its place or chain,
 * given by its staff) and `likeCount` (both kinds).
 */
export type Publication = {
  canHide: Scalars['Boolean']['output'];
  hasAccess: Scalars['Boolean']['output'];
  hasOutletLike: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageSets: Array<ImageSet>;
  isDeleted: Scalars['Boolean']['output'];
  isEdited: Scalars['Boolean']['output'];
  isHidden: Scalars['Boolean']['output'];
  isLiked: Scalars['Boolean']['output'];
  likeCount: Scalars['Int']['output'];
  publicationDate: Scalars['String']['output'];
  text: Scalars['String']['output'];
  timePassed: Scalars['Int']['output'];
};

/** The root of every read. Each domain file extends it with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** Every category, in display order. */
  categories: Array<Category>;
  /** One chat; FORBIDDEN unless the caller is in it, null when there is no such chat. */
  chat?: Maybe<Chat>;
  /**
   * The median first-response time of each place and chain the caller owns or manages, by name
   * (beside `chats(isStaffed: true)`, their shared inbox); empty for anyone who staffs none.
   * UNAUTHENTICATED for visitors.
   */
  chatResponseTimes: Array<ChatResponseTime>;
  /**
   * The caller's chats, newest activity first (`isStaffed: true`: those of the places and chains
   * they own or manage). UNAUTHENTICATED for visitors.
   */
  chats: ChatPage;
  /**
   * Cities whose name starts with or contains `query` (case-insensitive), best matches first.
   * Without a query, the cities in display order. `limit` defaults to 10 (50 in the profile select).
   */
  cities: Array<City>;
  /**
   * One city by its Latin slug. An unknown slug gives a NOT_FOUND error (httpStatus 404,
   * status RecordNotFound).
   */
  city?: Maybe<City>;
  /** The city closest to a geoposition. Null only when there are no cities at all. */
  closestCity?: Maybe<City>;
  /**
   * A post's comments, oldest first. Hidden ones are left out unless `includeHidden` (the news and
   * reviews pages of a place or chain, for those who may moderate). `limit` is 1 to 50, default 20.
   */
  comments: CommentPage;
  /** The caller's not-viewed counters. UNAUTHENTICATED for visitors. */
  counters: Counters;
  /** Every cuisine, in display order. */
  cuisines: Array<Cuisine>;
  /**
   * The latest codes sent to a phone or e-mail by the development sender, newest first. Null when
   * the product runs without the development inbox (production mode).
   */
  developmentInbox?: Maybe<Array<InboxMessage>>;
  /** Every dress code, in display order. */
  dresscodes: Array<Dresscode>;
  /** Followers of a person (`userId`) or of a place (`placeId`): give exactly one. */
  followers: UserPage;
  /** The places a person follows. */
  followingPlaces: PlacePage;
  /** The people a person follows. */
  followingUsers: UserPage;
  /**
   * The gateway's own liveness: answers without calling the api, so a client can tell a gateway
   * that is up from an api that is down.
   */
  health: Health;
  /** Who liked a post (or one of its comments when `commentId` is given), 20 a page. */
  likes: LikePage;
  /** The signed-in account, or null for a visitor (no token, or a revoked one). */
  me?: Maybe<Account>;
  /** A chat's messages, oldest first. FORBIDDEN unless the caller is in the chat. */
  messages: MessagePage;
  /** The caller's own reservations, newest first, and their places in line (UNAUTHORIZED for visitors). */
  myReservations: ReservationPage;
  /**
   * The caller's notifications, newest first (`forOutlet: true`: those of the places and chains they
   * own or manage). UNAUTHENTICATED for visitors.
   */
  notifications: NotificationPage;
  /** One organisation by id. Unknown gives NOT_FOUND (404 RecordNotFound). */
  organisation?: Maybe<Organisation>;
  /**
   * Organisations of a city (`city` is its latinName), optionally only those whose name matches
   * `query`. An unknown city gives NOT_FOUND. `limit` is 1 to 100 and defaults to 5.
   */
  organisations: OrganisationPage;
  /**
   * Chains the caller may pick for a place (SPEC section 6): every chain for admins and content
   * managers, otherwise those the caller staffs. `query` matches names.
   */
  pickableOrganisations: OrganisationPage;
  /** One place by 24-character hex id or by slug. Unknown gives NOT_FOUND (404 RecordNotFound). */
  place?: Maybe<Place>;
  /**
   * Places of a city (or of an organisation, or the ones the caller follows), filtered and
   * offset-paged. `city` is the city's latinName; it may be left out only when `filter` names an
   * `organisationId`, a `query` or `isFollowing`. An unknown city gives NOT_FOUND (404
   * RecordNotFound); bad arguments give BAD_USER_INPUT (400 FieldInvalid); `isFollowing` for a
   * visitor gives UNAUTHENTICATED; the admin-only filters give FORBIDDEN to anyone else.
   * With `lat` and `lon` (the visitor's geoposition) every place's `location.distance` is set.
   * `limit` is 1 to 100 and defaults to 5 (the show-more page size).
   */
  places: PlacePage;
  /**
   * Places by id, in the order asked (at most 100 ids). Ids the caller may not see are left out.
   * With `lat` and `lon` every place's `location.distance` is set.
   */
  placesByIds: Array<Place>;
  /** One post. Unknown, or deleted or hidden and not the caller's to see, gives NOT_FOUND. */
  post?: Maybe<Post>;
  /**
   * Posts, newest first, offset-paged. `limit` is 1 to 50 and defaults to 10. A visitor asking for
   * `isFollowing` gets UNAUTHENTICATED.
   */
  posts: PostPage;
  /** The VAPID public key (base64url) browsers subscribe to web push with; null when push is off. */
  pushPublicKey?: Maybe<Scalars['String']['output']>;
  /** The booking one of its guest's links names (`/confirm/{code}`, `/decline/{code}`); reads only. */
  reservationByCode: Reservation;
  /** How a place takes reservations, for its staff (FORBIDDEN otherwise). */
  reservationSettings: ReservationSettings;
  /**
   * The bookable times of a place on a day (`date` is YYYY-MM-DD, the place's local date) with the
   * tables still free at each. Empty when the place takes no reservations that day.
   */
  reservationSlots: Array<ReservationSlot>;
  /** The reservations at a place, newest first, for its staff (FORBIDDEN otherwise); marks them viewed. */
  reservations: ReservationPage;
  /**
   * Places (in every city) and people whose names match `query`, searched in parallel (SPEC
   * section 7). Each kind gets `offset` and `limit` of its own, so a page has up to twice `limit`
   * results, shuffled in an order that is stable for the same query and offset. Fails only when
   * both searches fail; when one fails the page holds the other kind's results. `query` is
   * trimmed; an empty query gives an empty page. `limit` is 1 to 100 and defaults to 5. `city`
   * (the Latin name of the city being browsed) ranks that city's places before the others'.
   */
  search: SearchPage;
  /**
   * The chains the caller runs or asked to (`/staffed`, beside the places), with or without places;
   * signed in only (UNAUTHENTICATED otherwise). `limit` is 1 to 100, default 5.
   */
  staffedOrganisations: OrganisationPage;
  /**
   * The places the caller owns, manages or asked permission for (`/staffed`), whatever their
   * moderation; signed in only (UNAUTHENTICATED otherwise). `limit` is 1 to 100, default 5.
   */
  staffedPlaces: PlacePage;
  /** One person by id. Unknown gives NOT_FOUND (404 RecordNotFound). */
  user?: Maybe<User>;
  /**
   * People whose names match `query` (typo-tolerant), or without a query the popular or active
   * ones. `limit` is 1 to 100 and defaults to 5.
   */
  users: UserPage;
  /**
   * The place's lines on its local `date` (YYYY-MM-DD), in the order people joined, with the offers
   * in flight: for its staff (FORBIDDEN otherwise).
   */
  waitlist: Array<WaitlistEntry>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryChatArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryChatsArgs = {
  isStaffed?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryCitiesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryCityArgs = {
  latinName: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryClosestCityArgs = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryCommentsArgs = {
  includeHidden?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryDevelopmentInboxArgs = {
  contact: ContactInput;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryFollowersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  placeId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryFollowingPlacesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryFollowingUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryLikesArgs = {
  commentId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryMessagesArgs = {
  chatId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryMyReservationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryNotificationsArgs = {
  forOutlet?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryOrganisationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryOrganisationsArgs = {
  city: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPickableOrganisationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPlaceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPlacesArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PlaceFilter>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  lon?: InputMaybe<Scalars['Float']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<PlaceOrder>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPlacesByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  lon?: InputMaybe<Scalars['Float']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPostsArgs = {
  filter?: InputMaybe<PostFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryReservationByCodeArgs = {
  code: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryReservationSettingsArgs = {
  placeId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryReservationSlotsArgs = {
  date: Scalars['String']['input'];
  placeId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryReservationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  placeId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QuerySearchArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryStaffedOrganisationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryStaffedPlacesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<UserOrder>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryWaitlistArgs = {
  date: Scalars['String']['input'];
  placeId: Scalars['ID']['input'];
};

/** The comment a reply answers, as the reply shows it ('Reply {name}'). */
export type RepliedComment = Authored & {
  __typename?: 'RepliedComment';
  byOutlet: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  isHidden: Scalars['Boolean']['output'];
  organisation?: Maybe<Organisation>;
  place?: Maybe<Place>;
  text: Scalars['String']['output'];
  user?: Maybe<User>;
};

/**
 * A table booked at a place (SPEC section 3). The guest proves their phone with a one-time code; the
 * place's staff answer in the app; the guest's confirm and decline links go to the guest's phone.
 */
export type Reservation = {
  __typename?: 'Reservation';
  /** The place's answer to the guest, if any. */
  answer?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  /** The code of the guest's confirm link (`/confirm/{code}`): only on the link's own answers. */
  confirmCode?: Maybe<Scalars['String']['output']>;
  /** The booked time as an ISO 8601 UTC instant. */
  datetime: Scalars['String']['output'];
  /** The code of the guest's decline link (`/decline/{code}`, which cancels): as confirmCode. */
  declineCode?: Maybe<Scalars['String']['output']>;
  guestsCount: Scalars['Int']['output'];
  hasNewComments: Scalars['Boolean']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  isConfirmed: Scalars['Boolean']['output'];
  /** The guest said, by the confirm link sent to them, that they are coming. */
  isGuestConfirmed: Scalars['Boolean']['output'];
  /** The booked time has passed. */
  isPast: Scalars['Boolean']['output'];
  /** The place's staff have seen it in their list. */
  isViewed: Scalars['Boolean']['output'];
  /** The name the guest gave. */
  name: Scalars['String']['output'];
  /** Only for the guest and the place's staff. */
  phone?: Maybe<Scalars['String']['output']>;
  place?: Maybe<Place>;
  status: ReservationStatus;
  /** Where the guest would like to sit (free text), if they said. */
  zoneChoice?: Maybe<Scalars['String']['output']>;
};

/**
 * A reservation was made, answered or cancelled: the lists that show it (the place's reservations for its
 * staff, My reservations for its guest) read it again.
 */
export type ReservationChange = {
  __typename?: 'ReservationChange';
  placeId: Scalars['ID']['output'];
  reservationId: Scalars['ID']['output'];
};

/**
 * A booking. The code is the one `requestReservationCode` sent to the phone; it proves the phone and
 * takes over the table held with it.
 */
export type ReservationInput = {
  code: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 instant of one of the place's bookable times. */
  datetime: Scalars['String']['input'];
  guestsCount: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  placeId: Scalars['ID']['input'];
  zoneChoice?: InputMaybe<Scalars['String']['input']>;
};

export type ReservationPage = Page & {
  __typename?: 'ReservationPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Reservation>;
  /** On `myReservations`: the caller's places in line, soonest time first (empty elsewhere). */
  waitlist: Array<WaitlistEntry>;
};

/** How a place takes reservations: set by its staff. */
export type ReservationSettings = {
  __typename?: 'ReservationSettings';
  /** How many minutes before a booking's time its guest may still cancel (0: until the time). */
  cancelCutoffMinutes: Scalars['Int']['output'];
  /** Bookings open at most this many days ahead (1 to 365; 90 unless the staff set it). */
  horizonDays: Scalars['Int']['output'];
  isReservationsEnabled: Scalars['Boolean']['output'];
  placeId: Scalars['ID']['output'];
  times: Array<ReservationTime>;
};

export type ReservationSettingsInput = {
  /** Left as it is when not given. */
  cancelCutoffMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Bookings open at most this many days ahead (1 to 365). Left as it is when not given. */
  horizonDays?: InputMaybe<Scalars['Int']['input']>;
  isReservationsEnabled: Scalars['Boolean']['input'];
  times: Array<ReservationTimeInput>;
};

/** One bookable time of a day. */
export type ReservationSlot = {
  __typename?: 'ReservationSlot';
  /** Tables still free at that time (neither booked nor held, nor offered to someone in line), of any size. */
  available: Scalars['Int']['output'];
  /**
   * The tables of each size the time has, smallest first, with how many are still free: a party of
   * n fits the tables of n seats or more, and is given the smallest of them with one free.
   */
  tables: Array<FreeTables>;
  /** HH:mm, local to the place. */
  time: Scalars['String']['output'];
  /** People in line for a table at that time (a range counts at each of its times). */
  waiting: Scalars['Int']['output'];
};

export type ReservationStatus =
  /** Called off by the guest: the table was given back. */
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DECLINED'
  /** Waiting for the place's answer. */
  | 'NEW';

/** A bookable time of a weekday and the tables it offers. */
export type ReservationTime = {
  __typename?: 'ReservationTime';
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: Scalars['Int']['output'];
  tables: Array<TableGroup>;
  /** HH:mm on a 30-minute step, within the place's opening hours of that day. */
  time: Scalars['String']['output'];
};

export type ReservationTimeInput = {
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: Scalars['Int']['input'];
  tables: Array<TableGroupInput>;
  /** HH:mm on a 30-minute step, within the place's opening hours of that day. */
  time: Scalars['String']['input'];
};

/**
 * An opening schedule. Times are HH:mm in the city's time zone; an `endAt` earlier than `startAt`
 * means the place closes after midnight; `00:00`-`00:00` means open 24 hours that day.
 */
export type Schedule = {
  __typename?: 'Schedule';
  id: Scalars['ID']['output'];
  /** The main schedule is the one cards show. */
  isMain: Scalars['Boolean']['output'];
  /** One item per open day; a missing day is a closed day. */
  items: Array<ScheduleItem>;
  /** For example 'Kitchen'. May be empty on the main schedule. */
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * An opening schedule. A schedule without items, or without both a name and the main flag, is
 * dropped on save.
 */
export type ScheduleInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isMain: Scalars['Boolean']['input'];
  items: Array<ScheduleItemInput>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The hours of one day of a schedule. */
export type ScheduleItem = {
  __typename?: 'ScheduleItem';
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: Scalars['Int']['output'];
  /** HH:mm; earlier than startAt means past midnight. */
  endAt: Scalars['String']['output'];
  /** HH:mm */
  startAt: Scalars['String']['output'];
};

/**
 * The hours of one day, HH:mm on 30-minute steps; an `endAt` earlier than `startAt` means past
 * midnight, `00:00`-`00:00` open 24 hours.
 */
export type ScheduleItemInput = {
  dayOfWeek: Scalars['Int']['input'];
  endAt: Scalars['String']['input'];
  startAt: Scalars['String']['input'];
};

/**
 * A page of search results: places and people of the same offset and limit, shuffled together.
 * `hasMore` is true while either kind has more.
 */
export type SearchPage = Page & {
  __typename?: 'SearchPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<SearchResult>;
  /** The `offset` that asks for the next page (this page's offset plus its limit). */
  nextOffset: Scalars['Int']['output'];
};

/** One search result: a place or a person. */
export type SearchResult = Place | User;

/**
 * What a login answers. Browsers get the session as an httpOnly cookie (`tavola_token`) and should
 * not ask for `accessToken`; other clients pass `issueBearerToken: true` and send the token as
 * `Authorization: Bearer <token>` on HTTP and in `connectionParams.authorization` on WebSocket.
 */
export type Session = {
  __typename?: 'Session';
  /** Only when the login asked for it with `issueBearerToken: true`. */
  accessToken?: Maybe<Scalars['String']['output']>;
  account: Account;
};

/**
 * The root of every live update, over graphql-ws on `/graphql`. Each domain file extends it with its
 * own subscriptions. After a reconnect a client refetches what its subscriptions keep fresh: events
 * sent while a socket was away are not replayed. A subscription that starts with the current state
 * (countersChanged) needs no refetch.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The whole day's slots of a place again whenever a hold, booking, decline, cancellation, offer,
   * expiry or a change of its lines changes them (`date` is YYYY-MM-DD, the place's local date): a
   * person in line re-reads their place in it then. An offer itself comes as a notification.
   */
  availabilityChanged: Array<ReservationSlot>;
  /** A chat of the caller's as their side now sees it: its last message, unread count, deletion. */
  chatChanged: Chat;
  /**
   * The caller's counters: first as they are when the subscription starts (so nothing that changed
   * before it is missed, after a reconnect too), then each time one of them changes.
   */
  countersChanged: Counters;
  /**
   * Each new message in the caller's chats, the staffed places' and chains' included; with
   * `chatId`, in that chat only.
   */
  messageAdded: Message;
  /** Each edit or deletion of a message in the caller's chats (or in `chatId` only). */
  messageChanged: Message;
  /** Each new notification of the caller, personal and for the places and chains they staff. */
  notificationAdded: Notification;
  /**
   * The caller's reservations as a guest, and those of the places they own or manage, whenever one
   * is booked, answered, confirmed by its guest or cancelled, or a table offered from the waitlist
   * is taken (UNAUTHENTICATED for visitors).
   */
  reservationUpdated: ReservationChange;
};


/**
 * The root of every live update, over graphql-ws on `/graphql`. Each domain file extends it with its
 * own subscriptions. After a reconnect a client refetches what its subscriptions keep fresh: events
 * sent while a socket was away are not replayed. A subscription that starts with the current state
 * (countersChanged) needs no refetch.
 */
export type SubscriptionAvailabilityChangedArgs = {
  date: Scalars['String']['input'];
  placeId: Scalars['ID']['input'];
};


/**
 * The root of every live update, over graphql-ws on `/graphql`. Each domain file extends it with its
 * own subscriptions. After a reconnect a client refetches what its subscriptions keep fresh: events
 * sent while a socket was away are not replayed. A subscription that starts with the current state
 * (countersChanged) needs no refetch.
 */
export type SubscriptionMessageAddedArgs = {
  chatId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The root of every live update, over graphql-ws on `/graphql`. Each domain file extends it with its
 * own subscriptions. After a reconnect a client refetches what its subscriptions keep fresh: events
 * sent while a socket was away are not replayed. A subscription that starts with the current state
 * (countersChanged) needs no refetch.
 */
export type SubscriptionMessageChangedArgs = {
  chatId?: InputMaybe<Scalars['ID']['input']>;
};

/** So many tables of so many seats. */
export type TableGroup = {
  __typename?: 'TableGroup';
  count: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
};

export type TableGroupInput = {
  count: Scalars['Int']['input'];
  seats: Scalars['Int']['input'];
};

/** A person with a profile. Phone and e-mail are visible only to the person themself and to admins. */
export type User = {
  __typename?: 'User';
  /** A few words about themself. */
  about?: Maybe<Scalars['String']['output']>;
  /** The profile picture; use `thumbnail` in lists and cards. */
  avatar?: Maybe<ImageSet>;
  /** The home city chosen in the profile. */
  city?: Maybe<City>;
  commentCount: Scalars['Int']['output'];
  /**
   * What to show as the person's name: the first and second names, or 'User' plus the id when
   * both are empty (SPEC section 3).
   */
  displayName: Scalars['String']['output'];
  /** Only for the person themself and admins. */
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  followerCount: Scalars['Int']['output'];
  /** Never below 0. */
  followingCount: Scalars['Int']['output'];
  /** First and second names joined; null when both are empty. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  imageCount: Scalars['Int']['output'];
  /** True when the account was deleted; the profile then shows no details. */
  isDeleted: Scalars['Boolean']['output'];
  /** True when the signed-in caller follows this person; false for visitors. */
  isFollowed: Scalars['Boolean']['output'];
  /** A personal web page (http or https). */
  link?: Maybe<Scalars['String']['output']>;
  /** Only for the person themself and admins. */
  phone?: Maybe<Scalars['String']['output']>;
  postCount: Scalars['Int']['output'];
  secondName?: Maybe<Scalars['String']['output']>;
  /** A few of the newest followers, for the followers preview. */
  someFollowers: Array<User>;
};

/** How to order a list of people. */
export type UserOrder =
  /** Most posts first. */
  | 'ACTIVE'
  /** Most followers first. */
  | 'POPULAR';

/** A page of people. */
export type UserPage = Page & {
  __typename?: 'UserPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<User>;
};

/**
 * A person's place in the line for a table at a full time of a place (or at any of its times in a
 * range of one day). The first in line whose party fits gets a freed table, kept for a few minutes.
 */
export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  /** The place's local date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The time waited for (or a range's first), an ISO 8601 UTC instant. */
  from: Scalars['String']['output'];
  guestsCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The name they gave. */
  name: Scalars['String']['output'];
  /** The table kept for them now, if any. */
  offer?: Maybe<WaitlistOffer>;
  /** Only for the person and the place's staff. */
  phone: Scalars['String']['output'];
  place?: Maybe<Place>;
  /** 1 for the first in line (counting everyone whose times overlap); null once out of the line. */
  position?: Maybe<Scalars['Int']['output']>;
  /** The booking an accepted offer became. */
  reservationId?: Maybe<Scalars['ID']['output']>;
  status: WaitlistStatus;
  /** The same as from, or a range's last time. */
  to: Scalars['String']['output'];
};

/**
 * Joining the line of a full time, or of every time of a range: the phone proved by the code that
 * `requestReservationCode` (without placeId) sent to it, as a booking is.
 */
export type WaitlistInput = {
  code: Scalars['String']['input'];
  /** The full time (ISO 8601 instant), or a range's first. */
  datetime: Scalars['String']['input'];
  guestsCount: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  placeId: Scalars['ID']['input'];
  /** A range's last time, the same local day. */
  until?: InputMaybe<Scalars['String']['input']>;
};

/** A table kept for the person at the head of a line. */
export type WaitlistOffer = {
  __typename?: 'WaitlistOffer';
  /** The table's time, an ISO 8601 UTC instant. */
  datetime: Scalars['String']['output'];
  /** When the offer runs out (then it goes to the next in line). */
  expiresAt: Scalars['String']['output'];
  seats: Scalars['Int']['output'];
};

export type WaitlistStatus =
  /** They took the table offered. */
  | 'BOOKED'
  | 'DECLINED'
  /** The offer ran out: the table went on down the line. */
  | 'EXPIRED'
  | 'LEFT'
  /** A table is kept for them: acceptOffer or declineOffer before it expires. */
  | 'OFFERED'
  /** The place's staff took them out of the line. */
  | 'REMOVED'
  | 'WAITING';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchResult:
    | ( RestPlace )
    | ( RestUser )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Authored:
    | ( RestComment )
    | ( RestLike )
    | ( RestPost )
    | ( RestSubjectComment )
  ;
  Outlet:
    | ( RestOrganisationParent )
    | ( RestPlace )
  ;
  Page:
    | ( RestChatPage )
    | ( RestCommentPage )
    | ( RestLikePage )
    | ( RestMessagePage )
    | ( RestNotificationPage )
    | ( RestOrganisationPage )
    | ( RestPlacePage )
    | ( RestPostPage )
    | ( RestReservationPage )
    | ( Omit<SearchPage, 'items'> & { items: Array<_RefType['SearchResult']> } )
    | ( Omit<UserPage, 'items'> & { items: Array<_RefType['User']> } )
  ;
  Publication:
    | ( RestComment )
    | ( RestPost )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<RestAccount>;
  Authored: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Authored']>;
  AverageCheck: AverageCheck;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<RestCategory>;
  Chat: ResolverTypeWrapper<RestChat>;
  ChatPage: ResolverTypeWrapper<RestChatPage>;
  ChatResponseTime: ResolverTypeWrapper<RestChatResponseTime>;
  City: ResolverTypeWrapper<RestCity>;
  CodePurpose: CodePurpose;
  CodeRequest: ResolverTypeWrapper<CodeRequest>;
  Comment: ResolverTypeWrapper<RestComment>;
  CommentChange: ResolverTypeWrapper<RestCommentChange>;
  CommentPage: ResolverTypeWrapper<RestCommentPage>;
  ContactInput: ContactInput;
  Counters: ResolverTypeWrapper<RestCounters>;
  CreateCommentInput: CreateCommentInput;
  CreatePostInput: CreatePostInput;
  Cuisine: ResolverTypeWrapper<RestCuisine>;
  Dresscode: ResolverTypeWrapper<RestDresscode>;
  EditCommentInput: EditCommentInput;
  EditPostInput: EditPostInput;
  EntityType: EntityType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowChange: ResolverTypeWrapper<RestFollowState>;
  FreeTables: ResolverTypeWrapper<FreeTables>;
  Gallery: ResolverTypeWrapper<RestGallery>;
  GalleryInput: GalleryInput;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSet: ResolverTypeWrapper<RestImageSet>;
  ImageVariant: ResolverTypeWrapper<ImageVariant>;
  InboxMessage: ResolverTypeWrapper<InboxMessage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Like: ResolverTypeWrapper<RestLike>;
  LikePage: ResolverTypeWrapper<RestLikePage>;
  Location: ResolverTypeWrapper<Location>;
  LocationInput: LocationInput;
  Message: ResolverTypeWrapper<RestMessage>;
  MessagePage: ResolverTypeWrapper<RestMessagePage>;
  ModerationStatus: ModerationStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotViewedCounters: ResolverTypeWrapper<NotViewedCounters>;
  Notification: ResolverTypeWrapper<RestNotification>;
  NotificationActor: ResolverTypeWrapper<RestNotificationActor>;
  NotificationOffer: ResolverTypeWrapper<RestNotificationOffer>;
  NotificationOutcome: NotificationOutcome;
  NotificationPage: ResolverTypeWrapper<RestNotificationPage>;
  NotificationReservation: ResolverTypeWrapper<RestNotificationReservation>;
  NotificationType: NotificationType;
  Organisation: ResolverTypeWrapper<RestOrganisationParent>;
  OrganisationInput: OrganisationInput;
  OrganisationPage: ResolverTypeWrapper<RestOrganisationPage>;
  Outlet: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Outlet']>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  PermissionChange: ResolverTypeWrapper<Omit<PermissionChange, 'organisation' | 'place' | 'user'> & { organisation?: Maybe<ResolversTypes['Organisation']>, place?: Maybe<ResolversTypes['Place']>, user: ResolversTypes['User'] }>;
  PermissionValue: PermissionValue;
  Phone: ResolverTypeWrapper<Phone>;
  PhoneInput: PhoneInput;
  Place: ResolverTypeWrapper<RestPlace>;
  PlaceFeature: PlaceFeature;
  PlaceFeatures: ResolverTypeWrapper<PlaceFeatures>;
  PlaceFeaturesInput: PlaceFeaturesInput;
  PlaceFilter: PlaceFilter;
  PlaceInput: PlaceInput;
  PlaceLink: ResolverTypeWrapper<RestLink>;
  PlaceLinkInput: PlaceLinkInput;
  PlaceModerationStatus: PlaceModerationStatus;
  PlaceOrder: PlaceOrder;
  PlacePage: ResolverTypeWrapper<RestPlacePage>;
  PlaceStatus: PlaceStatus;
  Post: ResolverTypeWrapper<RestPost>;
  PostFilter: PostFilter;
  PostPage: ResolverTypeWrapper<RestPostPage>;
  PostType: PostType;
  ProfileInput: ProfileInput;
  Publication: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Publication']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RepliedComment: ResolverTypeWrapper<RestSubjectComment>;
  Reservation: ResolverTypeWrapper<RestReservation>;
  ReservationChange: ResolverTypeWrapper<ReservationUpdate>;
  ReservationInput: ReservationInput;
  ReservationPage: ResolverTypeWrapper<RestReservationPage>;
  ReservationSettings: ResolverTypeWrapper<ReservationSettings>;
  ReservationSettingsInput: ReservationSettingsInput;
  ReservationSlot: ResolverTypeWrapper<ReservationSlot>;
  ReservationStatus: ReservationStatus;
  ReservationTime: ResolverTypeWrapper<ReservationTime>;
  ReservationTimeInput: ReservationTimeInput;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleInput: ScheduleInput;
  ScheduleItem: ResolverTypeWrapper<ScheduleItem>;
  ScheduleItemInput: ScheduleItemInput;
  SearchPage: ResolverTypeWrapper<Omit<SearchPage, 'items'> & { items: Array<ResolversTypes['SearchResult']> }>;
  SearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchResult']>;
  Session: ResolverTypeWrapper<Omit<Session, 'account'> & { account: ResolversTypes['Account'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TableGroup: ResolverTypeWrapper<TableGroup>;
  TableGroupInput: TableGroupInput;
  User: ResolverTypeWrapper<RestUser>;
  UserOrder: UserOrder;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  WaitlistEntry: ResolverTypeWrapper<RestWaitlistEntry>;
  WaitlistInput: WaitlistInput;
  WaitlistOffer: ResolverTypeWrapper<WaitlistOffer>;
  WaitlistStatus: WaitlistStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: RestAccount;
  Authored: ResolversInterfaceTypes<ResolversParentTypes>['Authored'];
  Boolean: Scalars['Boolean']['output'];
  Category: RestCategory;
  Chat: RestChat;
  ChatPage: RestChatPage;
  ChatResponseTime: RestChatResponseTime;
  City: RestCity;
  CodeRequest: CodeRequest;
  Comment: RestComment;
  CommentChange: RestCommentChange;
  CommentPage: RestCommentPage;
  ContactInput: ContactInput;
  Counters: RestCounters;
  CreateCommentInput: CreateCommentInput;
  CreatePostInput: CreatePostInput;
  Cuisine: RestCuisine;
  Dresscode: RestDresscode;
  EditCommentInput: EditCommentInput;
  EditPostInput: EditPostInput;
  Float: Scalars['Float']['output'];
  FollowChange: RestFollowState;
  FreeTables: FreeTables;
  Gallery: RestGallery;
  GalleryInput: GalleryInput;
  Health: Health;
  ID: Scalars['ID']['output'];
  ImageSet: RestImageSet;
  ImageVariant: ImageVariant;
  InboxMessage: InboxMessage;
  Int: Scalars['Int']['output'];
  Like: RestLike;
  LikePage: RestLikePage;
  Location: Location;
  LocationInput: LocationInput;
  Message: RestMessage;
  MessagePage: RestMessagePage;
  Mutation: Record<PropertyKey, never>;
  NotViewedCounters: NotViewedCounters;
  Notification: RestNotification;
  NotificationActor: RestNotificationActor;
  NotificationOffer: RestNotificationOffer;
  NotificationPage: RestNotificationPage;
  NotificationReservation: RestNotificationReservation;
  Organisation: RestOrganisationParent;
  OrganisationInput: OrganisationInput;
  OrganisationPage: RestOrganisationPage;
  Outlet: ResolversInterfaceTypes<ResolversParentTypes>['Outlet'];
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  PermissionChange: Omit<PermissionChange, 'organisation' | 'place' | 'user'> & { organisation?: Maybe<ResolversParentTypes['Organisation']>, place?: Maybe<ResolversParentTypes['Place']>, user: ResolversParentTypes['User'] };
  Phone: Phone;
  PhoneInput: PhoneInput;
  Place: RestPlace;
  PlaceFeatures: PlaceFeatures;
  PlaceFeaturesInput: PlaceFeaturesInput;
  PlaceFilter: PlaceFilter;
  PlaceInput: PlaceInput;
  PlaceLink: RestLink;
  PlaceLinkInput: PlaceLinkInput;
  PlacePage: RestPlacePage;
  Post: RestPost;
  PostFilter: PostFilter;
  PostPage: RestPostPage;
  ProfileInput: ProfileInput;
  Publication: ResolversInterfaceTypes<ResolversParentTypes>['Publication'];
  Query: Record<PropertyKey, never>;
  RepliedComment: RestSubjectComment;
  Reservation: RestReservation;
  ReservationChange: ReservationUpdate;
  ReservationInput: ReservationInput;
  ReservationPage: RestReservationPage;
  ReservationSettings: ReservationSettings;
  ReservationSettingsInput: ReservationSettingsInput;
  ReservationSlot: ReservationSlot;
  ReservationTime: ReservationTime;
  ReservationTimeInput: ReservationTimeInput;
  Schedule: Schedule;
  ScheduleInput: ScheduleInput;
  ScheduleItem: ScheduleItem;
  ScheduleItemInput: ScheduleItemInput;
  SearchPage: Omit<SearchPage, 'items'> & { items: Array<ResolversParentTypes['SearchResult']> };
  SearchResult: ResolversUnionTypes<ResolversParentTypes>['SearchResult'];
  Session: Omit<Session, 'account'> & { account: ResolversParentTypes['Account'] };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TableGroup: TableGroup;
  TableGroupInput: TableGroupInput;
  User: RestUser;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  WaitlistEntry: RestWaitlistEntry;
  WaitlistInput: WaitlistInput;
  WaitlistOffer: WaitlistOffer;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAuthorPlace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isContentManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequester?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AuthoredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Authored'] = ResolversParentTypes['Authored']> = {
  __resolveType: TypeResolveFn<'Comment' | 'Like' | 'Post' | 'RepliedComment', ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Chat'] = ResolversParentTypes['Chat']> = {
  counterpart?: Resolver<ResolversTypes['NotificationActor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaffed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notViewedMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['NotificationActor'], ParentType, ContextType>;
};

export type ChatPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatPage'] = ResolversParentTypes['ChatPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Chat']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatResponseTimeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatResponseTime'] = ResolversParentTypes['ChatResponseTime']> = {
  answeredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outlet?: Resolver<ResolversTypes['NotificationActor'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  latinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeRequest'] = ResolversParentTypes['CodeRequest']> = {
  timeout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  byOutlet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canHide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOutletLike?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSets?: Resolver<Array<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEdited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  someLikes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  subjectComment?: Resolver<Maybe<ResolversTypes['RepliedComment']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timePassed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentChange'] = ResolversParentTypes['CommentChange']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type CommentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentPage'] = ResolversParentTypes['CommentPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CountersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Counters'] = ResolversParentTypes['Counters']> = {
  chats?: Resolver<ResolversTypes['NotViewedCounters'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotViewedCounters'], ParentType, ContextType>;
};

export type CuisineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cuisine'] = ResolversParentTypes['Cuisine']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DresscodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dresscode'] = ResolversParentTypes['Dresscode']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FollowChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowChange'] = ResolversParentTypes['FollowChange']> = {
  follower?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  isFollowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type FreeTablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FreeTables'] = ResolversParentTypes['FreeTables']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GalleryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Gallery'] = ResolversParentTypes['Gallery']> = {
  cover?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  photosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSet'] = ResolversParentTypes['ImageSet']> = {
  cover?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  original?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
  standard?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
};

export type ImageVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageVariant'] = ResolversParentTypes['ImageVariant']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxMessage'] = ResolversParentTypes['InboxMessage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LikeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Like'] = ResolversParentTypes['Like']> = {
  byOutlet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LikePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LikePage'] = ResolversParentTypes['LikePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Like']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  author?: Resolver<ResolversTypes['NotificationActor'], ParentType, ContextType>;
  byOutlet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSets?: Resolver<Array<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEdited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isViewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publicationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timePassed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptOffer?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationAcceptOfferArgs, 'id'>>;
  answerReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationAnswerReservationArgs, 'confirmed' | 'id'>>;
  cancelReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'password'>>;
  confirmReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationConfirmReservationArgs, 'code'>>;
  createComment?: Resolver<ResolversTypes['CommentChange'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'input'>>;
  createOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationCreateOrganisationArgs, 'input'>>;
  createPlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationCreatePlaceArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationCreateReservationArgs, 'input'>>;
  declineOffer?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationDeclineOfferArgs, 'id'>>;
  declineReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationDeclineReservationArgs, 'code'>>;
  deleteChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationDeleteChatArgs, 'id'>>;
  deleteComment?: Resolver<ResolversTypes['CommentChange'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'id'>>;
  deleteMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deleteOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationArgs, 'id'>>;
  deletePlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationDeletePlaceArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  editComment?: Resolver<ResolversTypes['CommentChange'], ParentType, ContextType, RequireFields<MutationEditCommentArgs, 'id' | 'input'>>;
  editMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationEditMessageArgs, 'id'>>;
  editPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationEditPostArgs, 'id' | 'input'>>;
  followPlace?: Resolver<ResolversTypes['FollowChange'], ParentType, ContextType, RequireFields<MutationFollowPlaceArgs, 'id'>>;
  followUser?: Resolver<ResolversTypes['FollowChange'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'id'>>;
  grantPermission?: Resolver<ResolversTypes['PermissionChange'], ParentType, ContextType, RequireFields<MutationGrantPermissionArgs, 'value'>>;
  hideComment?: Resolver<ResolversTypes['CommentChange'], ParentType, ContextType, RequireFields<MutationHideCommentArgs, 'id'>>;
  hidePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationHidePostArgs, 'id'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  leaveWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'id'>>;
  likeComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationLikeCommentArgs, 'byOutlet' | 'id'>>;
  likePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationLikePostArgs, 'byOutlet' | 'id'>>;
  loginByCode?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginByCodeArgs, 'code' | 'contact' | 'issueBearerToken'>>;
  loginByPassword?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginByPasswordArgs, 'contact' | 'issueBearerToken' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markChatViewed?: Resolver<ResolversTypes['NotViewedCounters'], ParentType, ContextType, RequireFields<MutationMarkChatViewedArgs, 'chatId'>>;
  markNotificationsViewed?: Resolver<ResolversTypes['Counters'], ParentType, ContextType, RequireFields<MutationMarkNotificationsViewedArgs, 'forOutlet'>>;
  moderatePlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationModeratePlaceArgs, 'id' | 'status'>>;
  recoverPlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationRecoverPlaceArgs, 'id'>>;
  requestCode?: Resolver<ResolversTypes['CodeRequest'], ParentType, ContextType, RequireFields<MutationRequestCodeArgs, 'contact' | 'purpose'>>;
  requestPasswordRestore?: Resolver<ResolversTypes['CodeRequest'], ParentType, ContextType, RequireFields<MutationRequestPasswordRestoreArgs, 'contact'>>;
  requestPermission?: Resolver<ResolversTypes['PermissionChange'], ParentType, ContextType, Partial<MutationRequestPermissionArgs>>;
  requestReservationCode?: Resolver<ResolversTypes['CodeRequest'], ParentType, ContextType, RequireFields<MutationRequestReservationCodeArgs, 'phone'>>;
  restoreComment?: Resolver<ResolversTypes['CommentChange'], ParentType, ContextType, RequireFields<MutationRestoreCommentArgs, 'id'>>;
  restorePassword?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationRestorePasswordArgs, 'code' | 'contact' | 'issueBearerToken' | 'password'>>;
  restorePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationRestorePostArgs, 'id'>>;
  revokePermission?: Resolver<ResolversTypes['PermissionChange'], ParentType, ContextType, Partial<MutationRevokePermissionArgs>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'chatId'>>;
  startChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, Partial<MutationStartChatArgs>>;
  subscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'auth' | 'endpoint' | 'force' | 'mute' | 'p256dh'>>;
  unfollowPlace?: Resolver<ResolversTypes['FollowChange'], ParentType, ContextType, RequireFields<MutationUnfollowPlaceArgs, 'id'>>;
  unfollowUser?: Resolver<ResolversTypes['FollowChange'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'id'>>;
  unlikeComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationUnlikeCommentArgs, 'byOutlet' | 'id'>>;
  unlikePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnlikePostArgs, 'byOutlet' | 'id'>>;
  unsubscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'id' | 'input'>>;
  updatePlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationUpdatePlaceArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'id' | 'input'>>;
  updateReservationSettings?: Resolver<ResolversTypes['ReservationSettings'], ParentType, ContextType, RequireFields<MutationUpdateReservationSettingsArgs, 'input' | 'placeId'>>;
};

export type NotViewedCountersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotViewedCounters'] = ResolversParentTypes['NotViewedCounters']> = {
  forOutlet?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  forUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  chatId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['NotificationActor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isForUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isViewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['EntityType'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['NotificationOffer']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['NotificationOutcome']>, ParentType, ContextType>;
  outlet?: Resolver<Maybe<ResolversTypes['NotificationActor']>, ParentType, ContextType>;
  postId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  postType?: Resolver<Maybe<ResolversTypes['PostType']>, ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientType?: Resolver<ResolversTypes['EntityType'], ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['NotificationReservation']>, ParentType, ContextType>;
  timePassed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationActor'] = ResolversParentTypes['NotificationActor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latinName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EntityType'], ParentType, ContextType>;
};

export type NotificationOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationOffer'] = ResolversParentTypes['NotificationOffer']> = {
  datetime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitlistStatus'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationReservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationReservation'] = ResolversParentTypes['NotificationReservation']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  avatar?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  hasAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isManaged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOwned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaffed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  placeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  places?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<OrganisationPlacesArgs, 'limit' | 'offset'>>;
  requesters?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  somePlaces?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrganisationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganisationPage'] = ResolversParentTypes['OrganisationPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OutletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Outlet'] = ResolversParentTypes['Outlet']> = {
  __resolveType: TypeResolveFn<'Organisation' | 'Place', ParentType, ContextType>;
};

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'ChatPage' | 'CommentPage' | 'LikePage' | 'MessagePage' | 'NotificationPage' | 'OrganisationPage' | 'PlacePage' | 'PostPage' | 'ReservationPage' | 'SearchPage' | 'UserPage', ParentType, ContextType>;
};

export type PermissionChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermissionChange'] = ResolversParentTypes['PermissionChange']> = {
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type PhoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  avatar?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  averageCheck?: Resolver<Maybe<ResolversTypes['AverageCheck']>, ParentType, ContextType>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  cuisines?: Resolver<Array<ResolversTypes['Cuisine']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dresscode?: Resolver<Maybe<ResolversTypes['Dresscode']>, ParentType, ContextType>;
  features?: Resolver<Maybe<ResolversTypes['PlaceFeatures']>, ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  galleries?: Resolver<Array<ResolversTypes['Gallery']>, ParentType, ContextType>;
  hasAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isManaged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOwned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReservationsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaffed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTop50Bars?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTop100Restaurants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTopCafes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['PlaceLink']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  menuDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['Gallery']>, ParentType, ContextType>;
  moderationStatus?: Resolver<ResolversTypes['ModerationStatus'], ParentType, ContextType>;
  moderationUnpublishedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  parkingInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  recommended?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<PlaceRecommendedArgs, 'limit'>>;
  requesters?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roadInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  someFollowers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlaceStatus'], ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlaceFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceFeatures'] = ResolversParentTypes['PlaceFeatures']> = {
  alcohol?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  businessLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cashfree?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  childrenRoom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dancefloor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  delivery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entertainment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hookah?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  karaoke?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  liveMusic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mobileCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parkingType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smokeZone?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sportTranslations?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  terrace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wifi?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlaceLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceLink'] = ResolversParentTypes['PlaceLink']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlacePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacePage'] = ResolversParentTypes['PlacePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  byOutlet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canHide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOutletLike?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSets?: Resolver<Array<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEdited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVisited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastComments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nearestPlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  publicationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  someImageSet?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  someLikes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timePassed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PostType'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostPage'] = ResolversParentTypes['PostPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  __resolveType: TypeResolveFn<'Comment' | 'Post', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  chat?: Resolver<Maybe<ResolversTypes['Chat']>, ParentType, ContextType, RequireFields<QueryChatArgs, 'id'>>;
  chatResponseTimes?: Resolver<Array<ResolversTypes['ChatResponseTime']>, ParentType, ContextType>;
  chats?: Resolver<ResolversTypes['ChatPage'], ParentType, ContextType, RequireFields<QueryChatsArgs, 'isStaffed' | 'limit' | 'offset'>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'limit'>>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCityArgs, 'latinName'>>;
  closestCity?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryClosestCityArgs, 'lat' | 'lon'>>;
  comments?: Resolver<ResolversTypes['CommentPage'], ParentType, ContextType, RequireFields<QueryCommentsArgs, 'includeHidden' | 'limit' | 'offset' | 'postId'>>;
  counters?: Resolver<ResolversTypes['Counters'], ParentType, ContextType>;
  cuisines?: Resolver<Array<ResolversTypes['Cuisine']>, ParentType, ContextType>;
  developmentInbox?: Resolver<Maybe<Array<ResolversTypes['InboxMessage']>>, ParentType, ContextType, RequireFields<QueryDevelopmentInboxArgs, 'contact'>>;
  dresscodes?: Resolver<Array<ResolversTypes['Dresscode']>, ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryFollowersArgs, 'limit' | 'offset'>>;
  followingPlaces?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryFollowingPlacesArgs, 'limit' | 'offset' | 'userId'>>;
  followingUsers?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryFollowingUsersArgs, 'limit' | 'offset' | 'userId'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['LikePage'], ParentType, ContextType, RequireFields<QueryLikesArgs, 'limit' | 'offset' | 'postId'>>;
  me?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryMessagesArgs, 'chatId' | 'limit' | 'offset'>>;
  myReservations?: Resolver<ResolversTypes['ReservationPage'], ParentType, ContextType, RequireFields<QueryMyReservationsArgs, 'limit' | 'offset'>>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'forOutlet' | 'limit' | 'offset'>>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType, RequireFields<QueryOrganisationArgs, 'id'>>;
  organisations?: Resolver<ResolversTypes['OrganisationPage'], ParentType, ContextType, RequireFields<QueryOrganisationsArgs, 'city' | 'limit' | 'offset'>>;
  pickableOrganisations?: Resolver<ResolversTypes['OrganisationPage'], ParentType, ContextType, RequireFields<QueryPickableOrganisationsArgs, 'limit' | 'offset'>>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'id'>>;
  places?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryPlacesArgs, 'limit' | 'offset' | 'orderBy'>>;
  placesByIds?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlacesByIdsArgs, 'ids'>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  posts?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'limit' | 'offset'>>;
  pushPublicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservationByCode?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<QueryReservationByCodeArgs, 'code'>>;
  reservationSettings?: Resolver<ResolversTypes['ReservationSettings'], ParentType, ContextType, RequireFields<QueryReservationSettingsArgs, 'placeId'>>;
  reservationSlots?: Resolver<Array<ResolversTypes['ReservationSlot']>, ParentType, ContextType, RequireFields<QueryReservationSlotsArgs, 'date' | 'placeId'>>;
  reservations?: Resolver<ResolversTypes['ReservationPage'], ParentType, ContextType, RequireFields<QueryReservationsArgs, 'limit' | 'offset' | 'placeId'>>;
  search?: Resolver<ResolversTypes['SearchPage'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'limit' | 'offset' | 'query'>>;
  staffedOrganisations?: Resolver<ResolversTypes['OrganisationPage'], ParentType, ContextType, RequireFields<QueryStaffedOrganisationsArgs, 'limit' | 'offset'>>;
  staffedPlaces?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryStaffedPlacesArgs, 'limit' | 'offset'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  waitlist?: Resolver<Array<ResolversTypes['WaitlistEntry']>, ParentType, ContextType, RequireFields<QueryWaitlistArgs, 'date' | 'placeId'>>;
};

export type RepliedCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepliedComment'] = ResolversParentTypes['RepliedComment']> = {
  byOutlet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declineCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNewComments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGuestConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isViewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReservationStatus'], ParentType, ContextType>;
  zoneChoice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReservationChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationChange'] = ResolversParentTypes['ReservationChange']> = {
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reservationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReservationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationPage'] = ResolversParentTypes['ReservationPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Reservation']>, ParentType, ContextType>;
  waitlist?: Resolver<Array<ResolversTypes['WaitlistEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReservationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationSettings'] = ResolversParentTypes['ReservationSettings']> = {
  cancelCutoffMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  horizonDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isReservationsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  times?: Resolver<Array<ResolversTypes['ReservationTime']>, ParentType, ContextType>;
};

export type ReservationSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationSlot'] = ResolversParentTypes['ReservationSlot']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tables?: Resolver<Array<ResolversTypes['FreeTables']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationTimeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationTime'] = ResolversParentTypes['ReservationTime']> = {
  dayOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tables?: Resolver<Array<ResolversTypes['TableGroup']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ScheduleItem']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleItem'] = ResolversParentTypes['ScheduleItem']> = {
  dayOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchPage'] = ResolversParentTypes['SearchPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  nextOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  __resolveType: TypeResolveFn<'Place' | 'User', ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  availabilityChanged?: SubscriptionResolver<Array<ResolversTypes['ReservationSlot']>, "availabilityChanged", ParentType, ContextType, RequireFields<SubscriptionAvailabilityChangedArgs, 'date' | 'placeId'>>;
  chatChanged?: SubscriptionResolver<ResolversTypes['Chat'], "chatChanged", ParentType, ContextType>;
  countersChanged?: SubscriptionResolver<ResolversTypes['Counters'], "countersChanged", ParentType, ContextType>;
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, Partial<SubscriptionMessageAddedArgs>>;
  messageChanged?: SubscriptionResolver<ResolversTypes['Message'], "messageChanged", ParentType, ContextType, Partial<SubscriptionMessageChangedArgs>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
  reservationUpdated?: SubscriptionResolver<ResolversTypes['ReservationChange'], "reservationUpdated", ParentType, ContextType>;
};

export type TableGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TableGroup'] = ResolversParentTypes['TableGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  someFollowers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WaitlistEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['WaitlistOffer']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reservationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitlistStatus'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitlistOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WaitlistOffer'] = ResolversParentTypes['WaitlistOffer']> = {
  datetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  Authored?: AuthoredResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Chat?: ChatResolvers<ContextType>;
  ChatPage?: ChatPageResolvers<ContextType>;
  ChatResponseTime?: ChatResponseTimeResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CodeRequest?: CodeRequestResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentChange?: CommentChangeResolvers<ContextType>;
  CommentPage?: CommentPageResolvers<ContextType>;
  Counters?: CountersResolvers<ContextType>;
  Cuisine?: CuisineResolvers<ContextType>;
  Dresscode?: DresscodeResolvers<ContextType>;
  FollowChange?: FollowChangeResolvers<ContextType>;
  FreeTables?: FreeTablesResolvers<ContextType>;
  Gallery?: GalleryResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  ImageSet?: ImageSetResolvers<ContextType>;
  ImageVariant?: ImageVariantResolvers<ContextType>;
  InboxMessage?: InboxMessageResolvers<ContextType>;
  Like?: LikeResolvers<ContextType>;
  LikePage?: LikePageResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotViewedCounters?: NotViewedCountersResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationActor?: NotificationActorResolvers<ContextType>;
  NotificationOffer?: NotificationOfferResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationReservation?: NotificationReservationResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationPage?: OrganisationPageResolvers<ContextType>;
  Outlet?: OutletResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PermissionChange?: PermissionChangeResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceFeatures?: PlaceFeaturesResolvers<ContextType>;
  PlaceLink?: PlaceLinkResolvers<ContextType>;
  PlacePage?: PlacePageResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RepliedComment?: RepliedCommentResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  ReservationChange?: ReservationChangeResolvers<ContextType>;
  ReservationPage?: ReservationPageResolvers<ContextType>;
  ReservationSettings?: ReservationSettingsResolvers<ContextType>;
  ReservationSlot?: ReservationSlotResolvers<ContextType>;
  ReservationTime?: ReservationTimeResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleItem?: ScheduleItemResolvers<ContextType>;
  SearchPage?: SearchPageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TableGroup?: TableGroupResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  WaitlistOffer?: WaitlistOfferResolvers<ContextType>;
};

