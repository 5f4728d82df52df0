/**
 * Every user-facing string and status of the api, from SPEC section 8 (with the typo corrections
 * listed at the end of DESIGN.md). Nothing else in the api spells these out; the status messages the
 * gateway gives too come from server-kit.
 */

import { statusMessages } from '@tavola/server-kit/status-messages';

/** SPEC section 8 status strings, carried in the error envelope's `status`. */
export const ErrorStatus = {
  Forbidden: 'Forbidden',
  Unauthorized: 'Unauthorized',
  RecordNotFound: 'RecordNotFound',
  FieldInvalid: 'FieldInvalid',
  LogicalError: 'LogicalError',
  GeneralInternalError: 'GeneralInternalError',
  UserAlreadyExist: 'UserAlreadyExist',
  ResendSmsTemporaryBlocked: 'ResendSmsTemporaryBlocked',
  CredentialsMismatch: 'CredentialsMismatch',
  PasswordExpired: 'PasswordExpired',
  OldPasswordMismatch: 'OldPasswordMismatch',
  UserNotExist: 'UserNotExist',
  SlugAlreadyExist: 'SlugAlreadyExist',
} as const;

export type ErrorStatus = (typeof ErrorStatus)[keyof typeof ErrorStatus];

/** The UI message (`messageUI.message`) of each status. */
export const errorMessages: Record<ErrorStatus, string> = {
  ...statusMessages,
  FieldInvalid: 'The entered data is wrong',
};

/** Other messages the api sends. */
export const messages = {
  defaultError: 'There was an error',
  placeAlreadyPublished: 'The place has already been published',
  /** 400 FieldInvalid and 422 CredentialsMismatch of the login by a temporary code. */
  incorrectCode: 'Incorrect code or email',
  /** The text of the SMS or e-mail carrying a one-time code. */
  codeText: (code: string) => `Tavola code: ${code}`,
  /** 429 LogicalError of the password login after too many wrong passwords for one contact. */
  loginBlocked: (seconds: number) => `Too many wrong passwords. Try again in ${seconds} sec`,
} as const;

/** Field messages in `data.errors` of a 400 FieldInvalid. */
export const fieldMessages = {
  required: 'This field is required',
  integer: 'Must be a whole number',
  number: 'Must be a number',
  atLeast: (min: number) => `Must be at least ${min}`,
  atMost: (max: number) => `Must be at most ${max}`,
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(', ')}`,
  id: 'Must be a 24-character hex id',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooMany: (max: number) => `At most ${max} values`,
  invalid: 'The value is invalid',
  email: 'The value entered is not a email',
  link: 'The value entered is not a link',
  phone: 'The phone number is invalid',
  code: 'The code is 4 digits',
  phoneOrEmail: 'Give a phone or an email',
  /**
   * 422: a text holding U+0000 or a lone surrogate (any field), or a control character other than
   * tab and newline (names).
   */
  unsafeText: 'The text contains characters that are not allowed',
} as const;

/** Account limits (SPEC sections 4 and 9). */
export const accountLimits = {
  codeLength: 4,
  codeLifetimeSeconds: 5 * 60,
  /** Wrong guesses after which a code is dead (even the right one is refused). */
  codeMaxFailedAttempts: 5,
  /** SPEC resend timer: a new code for the same phone or e-mail only after this. */
  resendSeconds: 30,
  /** Sends within this window count towards the growing block. */
  throttleWindowSeconds: 10 * 60,
  /** From this many sends in the window on, the wait doubles from throttleBaseSeconds. */
  throttleFreeSends: 3,
  throttleBaseSeconds: 60,
  throttleMaxSeconds: 60 * 60,
  /**
   * Default code sends per hour from one client address, and in total, whatever the contact
   * (CODE_SENDS_PER_ADDRESS_PER_HOUR, CODE_SENDS_PER_HOUR): enough for the people behind one
   * office or mobile network, far from the thousands of a text-message pump.
   */
  codeSendsPerAddressPerHour: 30,
  codeSendsPerHour: 1000,
  multilineMaxLength: 300,
  nameMaxLength: 100,
  passwordMaxLength: 200,
  /** Wrong passwords for one phone or e-mail within the window, after which logins wait. */
  passwordAttempts: 5,
  passwordAttemptWindowSeconds: 15 * 60,
  /** Wrong passwords from one address (any contacts) within the same window. */
  passwordAttemptsPerAddress: 30,
  /**
   * scrypt's cost as a power of two: N = 2^15, 32 MiB and tens of milliseconds a hash or check.
   * PASSWORD_COST sets it within the bounds below; only tests, which make thousands, go lower.
   */
  passwordCost: 15,
  passwordCostMin: 10,
  passwordCostMax: 20,
  /** Password checks (scrypt) one api process runs at once: at most libuv's 4 threads. */
  passwordChecksMaxAtOnce: 4,
  /** Checks that may wait for a slot; more are refused with 429 at once. */
  passwordChecksWaiting: 8,
  /** The wait a refused check is told (data.timeout). */
  passwordBusyRetrySeconds: 1,
} as const;

// --- Content: posts, comments, likes, follows, images ---

/** Field messages of posts, comments, likes, follows and images (in `data.errors` of a 400 FieldInvalid). */
export const contentMessages = {
  cannotFollowSelf: 'You cannot follow yourself',
  userOrPlace: 'Give a userId or a placeId',
  notAnImage: 'Upload a JPEG or PNG image',
  imageMissing: 'Attach an image in the field image',
  imageTooLarge: (megabytes: number) => `The image must be at most ${megabytes} MB`,
  imageTooManyPixels: (megapixels: number) => `The image must be at most ${megapixels} megapixels`,
  imageNotYours: 'Attach only images you uploaded',
  emptyText: 'Write a text or attach an image',
  subjectCommentElsewhere: 'The comment replied to is not on this post',
  postClosed: 'The post is hidden or deleted',
  placeWithLocation: 'A post about a place or chain has no free location',
  placeAndOrganisation: 'Choose a place or a chain, not both',
  reviewNeedsPlace: 'A review needs a place',
  reviewByStaff: 'The staff of a place post news, not reviews',
  newsNeedsOutlet: 'News needs a place or a chain',
  impressionNeedsLocation: 'An impression needs cityId, lat and lon, and no place or chain',
  ratingOnlyOnReviews: 'Only reviews have a rating',
  notAnImpression: 'Only impressions have a location',
  likeTargetElsewhere: 'The comment is not on this post',
} as const;

/** Limits of posts, comments, likes, follows and images (SPEC sections 5 and 9). */
export const contentLimits = {
  commentMaxLength: 300,
  commentMaxImages: 2,
  postMaxLength: 5000,
  postMaxImages: 10,
  /** SPEC section 9: likers come in pages of 20. */
  likesPageSize: 20,
  postsPageSize: 20,
  commentsPageSize: 20,
  followersPageSize: 20,
  /** Previews on a post: its newest likers and comments. */
  someLikesCount: 3,
  lastCommentsCount: 2,
  /** The followers preview of a person or place: its newest followers. */
  someFollowersCount: 5,
  imageMaxMegabytes: 10,
} as const;

/**
 * Image uploads: what one upload may cost the api. 50 megapixels holds a 48 MP phone photo
 * (8064x6048) and any camera's photo of a place or a dish; decoded, such an image is about 150 MB,
 * so uploads render a few at a time and the rest wait (or hear 429 when too many wait).
 */
const maxInputMegapixels = 50;
export const imageLimits = {
  maxInputMegapixels,
  maxInputPixels: maxInputMegapixels * 1_000_000,
  /** Uploads rendered at once by one api process ... */
  jobsAtOnce: 2,
  /** ... and how many may wait (each holds its upload, at most 10 MB, in memory). */
  jobsWaiting: 16,
  /** The wait a refused upload is told (`data.timeout`). */
  busyRetrySeconds: 2,
  /** libvips threads per image (sharp.concurrency). */
  threadsPerImage: 1,
} as const;

// --- Places: filters of GET /places, organisations ---

/** Field messages of the place filters (in `data.errors` of a 400 FieldInvalid). */
export const placeMessages = {
  needsPosition: 'Give lat and lon',
  boolean: 'Must be true or false',
  dateTime: 'Must be a date and time YYYY-MM-DDTHH:mm',
  time: 'Must be a time HH:mm',
  timeNeedsWeekday: 'Give open_weekday with open_time',
} as const;

/** Limits of the place lists (SPEC section 9). */
export const placeLimits = {
  /** nearby=true: only places within this many metres. */
  nearbyRadiusMetres: 5_000,
  /** GET /places/by-ids and other batch reads. */
  maxIds: 100,
  queryMaxLength: 200,
} as const;

// --- Running places and chains: create, edit, moderate, permissions (SPEC sections 4 to 6) ---

/** Field messages of the place and chain writes (in `data.errors` of a 400 FieldInvalid). */
export const placeWriteMessages = {
  /** SPEC section 5: the short creation form needs at least the first phone. */
  phoneRequired: 'Add at least one phone',
  slug: 'Use lower-case Latin letters, digits and hyphens',
  halfHour: 'Times go in 30-minute steps (HH:00 or HH:30)',
  dayTwice: 'One item per day of the week',
  oneMainSchedule: 'Only one schedule can be the main one',
  statusThroughDelete: 'Delete the place to mark it deleted',
  imageUnusable: 'Use an image you uploaded that is not deleted',
  organisationNotPickable: 'You cannot choose this chain',
  reasonRequired: 'Give the reason for refusing to publish',
  onlyPublishOrUnpublish: 'Set published or unpublished',
  placeOrOrganisation: 'Give a placeId or an organisationId',
  userOrEmail: 'Give a userId or an email',
  personNotFound: 'No profile with such id or email',
  notDeleted: 'The place is not deleted',
} as const;

/** Limits of the place and chain writes. */
export const placeWriteLimits = {
  nameMaxLength: 200,
  slugMaxLength: 100,
  textMaxLength: 5000,
  shortTextMaxLength: 500,
  phoneMaxLength: 50,
  linkMaxLength: 2000,
  maxPhones: 10,
  maxLinks: 20,
  maxSchedules: 10,
  maxGalleries: 50,
  maxPhotosPerGallery: 200,
  maxCuisines: 20,
  reasonMaxLength: 1000,
  /** SPEC sections 5 and 9: smokezone is saved with a default of 2. */
  smokeZoneDefault: 2,
  /** SPEC section 9: schedule times step by 30 minutes. */
  scheduleStepMinutes: 30,
  /** SPEC section 4: ids of new phones, links, schedules and albums made by the client. */
  temporaryIdPrefix: 'custom_',
  staffedPageSize: 20,
} as const;

// --- Notifications and the event stream (docs/live-events.md) ---

/** SPEC section 3: a person without names is shown as 'User' plus the id. */
export const unnamedUserPrefix = 'User';

/** SPEC sections 4 and 9, notification previews; the list's page size. */
export const notificationLimits = {
  /** A preview is the first 3 words of the post or comment ... */
  previewWords: 3,
  /** ... cut to 60 characters ... */
  previewMaxLength: 60,
  /** ... with an ellipsis when shortened. */
  previewEllipsis: '…',
  pageSize: 20,
  /** The most ids one POST /notifications/viewed may name. */
  viewedMaxIds: 100,
} as const;

/** The event stream (GET /api/v2/events) and its outbox. */
export const eventStreamLimits = {
  /** A `: ping` comment this often keeps idle connections open. */
  pingSeconds: 15,
  /** Events older than this are deleted ... */
  retentionHours: 24,
  /** ... except the newest this many, which are always kept. */
  keepNewest: 10_000,
  /** Retention runs on start and then this often. */
  pruneEveryMinutes: 60,
  /** Rows read per query while a stream catches up. */
  readBatch: 500,
} as const;

// --- Chats and messages (SPEC sections 3, 7, 8 and 9) ---

/** Messages of the chats and messages calls. */
export const chatMessages = {
  /** SPEC section 8: the 404 of a message call. */
  messageNotFound: 'Message not found',
  oneCounterpart: 'Give exactly one of userId, placeId and organisationId',
  cannotChatWithSelf: 'You cannot start a chat with yourself',
  cannotChatWithOwnOutlet: 'You cannot start a chat with a place or chain you manage',
} as const;

/** Limits of chats and messages. */
export const chatLimits = {
  chatsPageSize: 20,
  /** SPEC section 9: the viewed check reads the first 20 messages. */
  messagesPageSize: 20,
  messageMaxLength: 1000,
  messageMaxImages: 5,
  /** A place's first-response time is taken over the waits of these last days (beyond the SPEC). */
  responseTimeDays: 30,
} as const;

// --- Web push (docs/live-events.md, "Web push") ---

/** Field messages of the push subscription calls. */
export const pushMessages = {
  endpointUrl: 'Must be an https URL',
  /** 422: the endpoint's host is not (or does not resolve only to) public internet addresses. */
  endpointPublic: 'Must be a push service on the public internet',
  key: 'Must be a base64url key',
} as const;

/** Limits and timings of web push and of the gateways' presence reports. */
export const pushLimits = {
  endpointMaxLength: 2048,
  keyMaxLength: 200,
  /** A gateway's report holds for this long; gateways report every 30 s (and on changes). */
  presenceTtlSeconds: 90,
  /** The most people one presence report may name. */
  presenceMaxUsers: 200_000,
  /** The largest presence report body (24-character ids, quoted, comma-separated). */
  presenceBodyLimit: '6mb',
  /** How long the push service keeps a message for a browser that is offline. */
  messageTtlSeconds: 24 * 60 * 60,
  /** One push request's deadline: a push service answers in well under a second. */
  sendTimeoutMs: 5_000,
  /** Pushes sent at the same time. */
  sendConcurrency: 8,
  /** Notifications older than this when the sender takes them (an api that was down) are not pushed. */
  maxAgeMinutes: 10,
  /** Outbox events taken at once. */
  claimBatch: 500,
} as const;

// --- Idempotency keys (docs/conventions.md, "Idempotency keys") ---

/** Writes repeated with the same `Idempotency-Key` header. */
export const idempotencyLimits = {
  /** A key is honoured for this long after its first use ... */
  keyTtlHours: 24,
  /** ... and expired keys are deleted at most this often (lazily, by a write carrying a key). */
  cleanupEveryMinutes: 10,
  keyMaxLength: 200,
  /** How long a repeat waits for the first request with its key, when that one is still running. */
  waitForFirstMs: 10_000,
} as const;

// --- Booking a table (docs/booking.md) ---

/** Messages of the reservation calls (field errors in `data.errors`, and the 422 of a used link). */
/** Month names as SPEC section 9 shows dates (DD MMM). */
const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const reservationMessages = {
  reservationsOff: 'The place does not take bookings',
  notBookable: 'The place takes no bookings at this time',
  timePassed: 'This time has passed',
  /** 422 on `datetime` of a hold, booking or place in line past the place's horizon from now. */
  beyondHorizon: (days: number) => `Bookings open at most ${days} days ahead`,
  noFreeTable: 'No table is free at this time',
  tooManyGuests: (seats: number) => `The largest table here seats ${seats}`,
  dateTime: 'Must be a date and time with its time zone, such as 2026-11-27T19:30:00Z',
  date: 'Must be a date YYYY-MM-DD',
  halfHour: 'Must be a time HH:mm on a full or half hour',
  outsideOpeningHours: 'The place is closed at this time',
  repeatedTime: 'Each weekday and time only once',
  repeatedSeats: 'Each table size only once per time',
  holdNeedsAll: 'Give place_id, datetime and guests_count together',
  wrongCode: 'Incorrect code',
  /** 422 of a confirm or decline link used before (each works once). */
  alreadyAnswered: 'The place has already answered this booking',
  /** The text of the development-inbox message to the place with its links. */
  staffText: (facts: {
    placeName: string;
    name: string;
    guestsCount: number;
    when: string;
    confirmPath: string;
    declinePath: string;
  }) =>
    `New booking at ${facts.placeName}: ${facts.name}, ${facts.guestsCount} guests, ${facts.when}. ` +
    `Confirm: ${facts.confirmPath} Decline: ${facts.declinePath}`,
  /** The preview of the staff's notification of a new booking (a web push's text too). */
  staffPreview: (facts: { name: string; guestsCount: number; when: string }) =>
    `${facts.name}, ${facts.guestsCount} ${facts.guestsCount === 1 ? 'guest' : 'guests'}, ${facts.when}`,
  /** The preview of the guest's notification of the place's answer. */
  guestPreview: (facts: { confirmed: boolean; when: string; answer: string | null }) =>
    `${facts.confirmed ? 'Confirmed' : 'Declined'}: ${facts.when}` +
    (facts.answer ? `. ${facts.answer}` : ''),
  /** A booking's local day (YYYY-MM-DD) and time as people read them: '03 Dec 19:30'. */
  when: (date: string, time: string): string => {
    const [, month = 1, day = 1] = date.split('-').map(Number);
    return `${String(day).padStart(2, '0')} ${monthNames[month - 1] ?? ''} ${time}`;
  },
} as const;

/** What a guest cancelling and the waitlist say (docs/booking.md). */
export const waitlistMessages = {
  /** The staff's notification of a guest's cancellation. */
  cancelledPreview: (facts: { name: string; time: string }) =>
    `${facts.name} cancelled the booking for ${facts.time}`,
  notYours: 'This booking is not yours',
  alreadyCancelled: 'This booking is already cancelled',
  notActive: 'The place has declined this booking',
  cancelTooLate: (minutes: number) =>
    minutes > 0
      ? `Bookings here can be cancelled up to ${minutes} minutes before their time`
      : 'The time of this booking has passed',
  tableFree: (time: string) => `A table is free at ${time}: book it instead`,
  alreadyInLine: 'You are already in the line for this time',
  rangeOrder: 'The end of the range must not be before its start',
  rangeOneDay: 'The range must be within one day',
  noTimesInRange: 'The place takes no bookings in this range',
  entryGone: 'You are no longer in this line',
  noOffer: 'There is no table offered to you now',
  offerExpired: 'This offer has expired and the table went to the next in line',
  /** The waiting guest's notification (and development-inbox text) of a table kept for them. */
  offerPreview: (facts: {
    placeName: string;
    guestsCount: number;
    time: string;
    minutes: number;
  }) =>
    `A table for ${facts.guestsCount} is free at ${facts.placeName} at ${facts.time}. ` +
    `It is kept for you for ${facts.minutes} minutes: accept it in My reservations`,
  /** The development-inbox text of an offer: the notification's words, then the link to them. */
  offerText: (preview: string, path: string) => `${preview}: ${path}`,
  /** The guest's development-inbox text with their booking's links. */
  guestLinksText: (facts: {
    placeName: string;
    guestsCount: number;
    time: string;
    confirmPath: string;
    declinePath: string;
  }) =>
    `Your booking at ${facts.placeName}: ${facts.guestsCount} guests, ${facts.time}. ` +
    `Confirm: ${facts.confirmPath} Cancel: ${facts.declinePath}`,
} as const;

/** Limits of the waitlist (docs/booking.md). */
export const waitlistLimits = {
  /** An offered table is kept this long for the person it is offered to. */
  offerSeconds: 10 * 60,
  /** Where a person answers an offer: "My reservations", on their own profile. */
  offerPath: (userId: string) => `/users/${userId}`,
  /** The longest cancel cut-off a place may set (a week). */
  maxCancelCutoffMinutes: 7 * 24 * 60,
} as const;

/** Limits of booking (SPEC section 3, Reservation; docs/booking.md). */
export const reservationLimits = {
  /** A reservation code lives this long, and so does the table held with it. */
  holdSeconds: 10 * 60,
  /**
   * Slots, holds and bookings only from now to this many days ahead: a place's horizon when its
   * staff set none (the default of places.booking_horizon_days), from 1 to maxHorizonDays.
   */
  horizonDays: 90,
  maxHorizonDays: 365,
  /**
   * Tables one client address, and one phone, may hold at once across all places, a waitlist
   * offer counting as a hold of its phone and of the address that joined the line
   * (HOLDS_PER_ADDRESS, HOLDS_PER_PHONE): a guest comparing two times, not every table of a time.
   */
  holdsPerAddress: 2,
  holdsPerPhone: 2,
  /** Bookable times are on these steps (minutes after midnight). */
  stepMinutes: 30,
  maxGuests: 100,
  maxSeats: 100,
  maxTablesPerSize: 1000,
  nameMaxLength: 100,
  zoneChoiceMaxLength: 100,
  commentMaxLength: 300,
  answerMaxLength: 300,
  /** The most bookable times one settings write may hold (7 days of 48 half hours). */
  maxTimes: 7 * 48,
  pageSize: 20,
  /** Expired holds are swept (and their availability announced) this often. */
  sweepEverySeconds: 30,
  /** The confirm and decline links' paths. */
  confirmPath: (code: string) => `/confirm/${code}`,
  declinePath: (code: string) => `/decline/${code}`,
} as const;
