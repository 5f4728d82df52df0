// Names for the api's response shapes, all taken from the generated OpenAPI types so a change of
// the contract is a type error here, never a silent drift. codegen.yml maps GraphQL types onto these.
import type { Page } from '../paging/page.js';
import type { components } from './api-types.gen.js';

type Schemas = components['schemas'];
type Responses = components['responses'];

export type RestCity = Schemas['City'];
export type RestCategory = Schemas['Category'];
export type RestCuisine = Schemas['Cuisine'];
export type RestDresscode = Schemas['Dresscode'];
export type RestImageSet = Schemas['ImageSet'];

// People and accounts.
export type RestUser = Schemas['User'];
export type RestAccount = Schemas['Account'];
/** A login answer: the account with its fresh token. */
export type RestSignedIn = Schemas['SignedInAccount'];
export type RestInboxMessage = Schemas['InboxMessage'];

// Places and chains.
export type RestPlaceShort = Schemas['PlaceShort'];
export type RestPlaceFull = Schemas['PlaceFull'];
/** A place as any read returns it: lists give the short form, the place page the full one. */
export type RestPlace = RestPlaceShort | RestPlaceFull;
export type RestPlaceStatus = RestPlaceShort['status'];
export type RestAverageCheck = RestPlaceShort['averageCheck'];
export type RestGallery = Schemas['Gallery'];
export type RestLink = Schemas['Link'];
export type RestFollowerPreview = Schemas['FollowerPreview'];
export type RestOrganisation = Schemas['Organisation'];
export type RestOrganisationSummary = Schemas['OrganisationSummary'];
/** An organisation as a parent: the full read, or the summary a full place carries. */
export type RestOrganisationParent = RestOrganisation | RestOrganisationSummary;

// Posts, comments, likes and follows.
export type RestPostType = Schemas['PostType'];
export type RestPost = Schemas['Post'];
export type RestComment = Schemas['Comment'];
export type RestSubjectComment = Schemas['SubjectComment'];
export type RestLike = Schemas['Like'];
/** A place as posts, comments, likes and follow lists embed it (fewer fields than PlaceShort). */
export type RestPlaceRef = Schemas['PlaceRef'];
/** A chain as posts, comments and likes embed it. */
export type RestOrganisationRef = Schemas['OrganisationRef'];
/** What a comment write answers about its post: the new commentCount. */
export type RestPostCommentCount = Schemas['PostCommentCount'];
/** A comment write's answer: the comment and its post's new commentCount. */
export type RestCommentChange = Responses['OneComment']['content']['application/json']['data'];
/** A like write's answer (`POST`/`DELETE /likes`): the like state it left. */
export type RestLikeState = Schemas['LikeState'];
/** A follow write's answer (`POST`/`DELETE /followers`): the follow state and counts it left. */
export type RestFollowState = Schemas['FollowState'];

// Pages as the gateway hands them to GraphQL.
export type RestOrganisationPage = Page<RestOrganisation>;
export type RestPlacePage = Page<RestPlace>;
export type RestPostPage = Page<RestPost>;
export type RestCommentPage = Page<RestComment>;
export type RestLikePage = Page<RestLike>;

// Notifications and counters (docs/live-events.md).
export type RestNotification = Schemas['Notification'];
export type RestNotificationActor = Schemas['NotificationActor'];
export type RestNotificationReservation = Schemas['NotificationReservation'];
export type RestNotificationOffer = Schemas['NotificationOffer'];
export type RestNotViewedCounters = Schemas['NotViewedCounters'];
export type RestNotificationType = RestNotification['type'];
/** What a notification's object, recipient or creator can be. */
export type RestEntityType =
  | RestNotification['objectType']
  | RestNotification['recipientType']
  | RestNotificationActor['type'];
export type RestNotificationPage = Page<RestNotification>;

// Chats and messages (docs/live-events.md).
export type RestChat = Schemas['Chat'];
export type RestMessage = Schemas['Message'];
export type RestChatPage = Page<RestChat>;
export type RestMessagePage = Page<RestMessage>;
/** A place's or chain's median first-response time (beyond the SPEC). */
export type RestChatResponseTime = Schemas['ChatResponseTime'];
/** Every badge's counters: the notification counters, and the chats counters when known. */
export type RestCounters = RestNotViewedCounters & { chats?: RestNotViewedCounters };

// Booking a table (docs/booking.md).
export type RestReservation = Schemas['Reservation'];
export type RestReservationStatus = RestReservation['status'];
/** A page of reservations; `myReservations` adds the caller's places in line. */
export type RestReservationPage = Page<RestReservation> & { waitlist?: RestWaitlistEntry[] };
export type RestWaitlistEntry = Schemas['WaitlistEntry'];
export type RestReservationSlot = Schemas['ReservationSlot'];
export type RestReservationSettings = Schemas['ReservationSettings'];
