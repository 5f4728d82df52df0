// Business constants of SPEC section 9 and DESIGN.md, in one place.

export const PRODUCT_NAME = 'Tavola';

/** Show-more page size; lists ask limit+1 (the gateway does that for us and returns hasMore). */
export const PAGE_SIZE = 5;
/** Infinite scroll starts loading when the end is within this many screen heights. */
export const INFINITE_SCROLL_SCREENS = 2;
/** City search and the header search box wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** How long a snackbar stays. */
export const SNACKBAR_DURATION_MS = 4000;
/** Desktop and mobile layouts switch at this width (the CSS media queries use the same value). */
export const DESKTOP_BREAKPOINT_PX = 1240;
/** City search limit (the profile's city select asks for 50). */
export const CITY_SEARCH_LIMIT = 10;
export const DEFAULT_CITY = 'london-england-united-kingdom';
/**
 * The catalog's categories the welcome screen's Restaurants, Bars and Cafes lead to: their
 * latinNames, the last part of a city's category list (`/{cityName}/{category}`).
 */
export const WELCOME_CATEGORIES = {
  restaurants: 'restaurants',
  bars: 'bars',
  cafes: 'cafes',
} as const;
export const STORAGE_PREFIX = 'tavola-';
export const STORAGE_KEYS = {
  currentCity: 'current-city',
  geopositionStatus: 'geoposition-status',
  /** '0' when the notification sound is switched off in settings (default on). */
  notificationSound: 'notification-sound',
  /** The signed-in account (user and role flags, never a token). */
  account: 'account',
} as const;

/** The fake HTTP status the gateway gives when the api (or the gateway) cannot be reached. */
export const NO_CONNECTION_STATUS = 555;
/** Geolocation gives up after this long so the Closest city button never hangs. */
export const GEOLOCATION_TIMEOUT_MS = 10000;

export const GRAPHQL_PATH = '/graphql';
/** The script element with the Apollo cache of a page the server rendered (server/page-document.ts). */
export const PAGE_STATE_ID = 'tavola-page-state';
/**
 * The attribute the app sets on the document's root element once its first render has been
 * committed (hydrated over a rendered page, or rendered into an empty one): from then on the
 * page's handlers are React's.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
/** How the app's log names a page whose server HTML and first render disagreed. */
export const HYDRATION_MISMATCH_LOG = 'tavola: the page hydrated with a mismatch';
/**
 * How long after a server-rendered page starts its queries answer from the cache that came with
 * it, even those that ask the network first: the page hydrates as it was sent.
 */
export const SERVER_STATE_FRESH_MS = 1000;

/** The push service worker, served from the site root so that it controls every page. */
export const PUSH_WORKER_URL = '/sw.js';
/** How long logout waits for the worker to unsubscribe before it logs out anyway. */
export const PUSH_UNSUBSCRIBE_TIMEOUT_MS = 3000;

/** The footer's external pages. */
export const EXTERNAL_LINKS = {
  about: 'https://github.com/tavola-app/tavola#readme',
  advertise: 'mailto:ads@tavola.example',
  contact: 'mailto:hello@tavola.example',
} as const;

/** Where the live-app banner leads (SPEC section 2, layout). */
export const LIVE_APP_URL = 'https://tavola.example/app';
/** Session-storage key: the live-app banner was closed (SPEC: hidden for the session). */
export const LIVE_APP_BANNER_CLOSED_KEY = 'live-app-banner-closed';
/** The analytics goal a click on the live-app banner reports. */
export const LIVE_APP_BANNER_GOAL = 'live-app-banner';

/** The scroll-up button fades while the page scrolls, back this long after it stops. */
export const PAGE_BUTTONS_FADE_MS = 300;
/**
 * SPEC section 9's fade thresholds: the header's back button fades out as the page scrolls from
 * the first down to the second (px), and is gone below it.
 */
export const BACK_FADE_START_PX = 200;
export const BACK_FADE_END_PX = 400;

/** A map shows that it is loading once its library has been on its way this long. */
export const MAP_LOADING_SHOWN_AFTER_MS = 400;

// Sign-in.
/** One-time codes have this many digits; the code field submits itself when full. */
export const CODE_LENGTH = 4;
/** The resend timer when the server does not say (SPEC section 9). */
export const RESEND_TIMEOUT_S = 30;
/** The country of the phone field when nothing else decides (GB, London's). */
export const DEFAULT_PHONE_COUNTRY = 'GB';

// Profiles and settings.
/** Multiline fields (about) default to this many characters, with an 'n / max' counter. */
export const MULTILINE_MAX_LENGTH = 300;
/** The city select of the profile form asks for this many cities. */
export const PROFILE_CITY_SEARCH_LIMIT = 50;

// Place lists, filters, the map and card texts.
/** SPEC section 9: the schedule shows a countdown when closing or opening is nearer than this. */
export const SCHEDULE_COUNTDOWN_SECONDS = 10800;
/** SPEC section 9: the filter sheet offers times in steps of this many minutes. */
export const SCHEDULE_TIME_STEP_MINUTES = 30;
/** How many days ahead the filter sheet offers as dates (today first). */
export const FILTER_DATE_DAYS = 14;
/** SPEC section 9: distance display thresholds, in metres. */
export const DISTANCE_THRESHOLDS_M = {
  max: 100_000,
  wholeKilometres: 1000,
  tenthsOfKilometre: 300,
} as const;
/** SPEC section 9: the Earth radius distances are computed with, in metres. */
export const EARTH_RADIUS_M = 6_372_795;
/** SPEC section 9: the map opens at this zoom, with pins of this size (px). */
export const MAP_ZOOM = 12;
export const MAP_PIN_SIZE = { width: 30, height: 40 } as const;
/**
 * Nearby pins are grouped into one counted circle of this size (px), so no pin hides another and
 * every target keeps at least 24 x 24 px (WCAG 2.2 target size).
 */
export const MAP_CLUSTER_SIZE = 40;
/** The closest a map zooms: OpenStreetMap's tiles end here, and clustering needs a last level. */
export const MAP_MAX_ZOOM = 18;
/** A post page's small map of an impression: close enough to see the streets around the point. */
export const POST_MAP_ZOOM = 15;
/** At most this many places are fetched for the map's viewport (the api's page limit). */
export const MAP_PLACES_LIMIT = 100;

// The place page, galleries and search.
/** A free point (an impression's) is named after our nearest place only this close (metres). */
export const NEAR_PLACE_MAX_M = 1000;
/** The newest reviews and news a place page shows of each, above the links to all of them. */
export const LATEST_PLACE_POSTS_LIMIT = 3;
/** Recommended places under a place page (SPEC section 9). */
export const RECOMMENDED_PLACES_LIMIT = 5;
/** A place id in a route is either this many hex characters or a slug (SPEC section 2). */
export const HEX_ID_LENGTH = 24;
/** The full-screen gallery zooms in these steps, from 1 (fit) to the last. */
export const GALLERY_ZOOM_STEPS = [1, 1.5, 2, 3] as const;

// Post creation and editing, image uploads.
/** Image uploads go to the gateway's origin (multipart field `image`), with real progress. */
export const IMAGE_UPLOAD_PATH = '/images';
/** The file chooser offers these (SPEC section 5: jpeg, png, jpg); the server checks the bytes. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
/** SPEC section 9: an upload shows 5 once the file is read and 10 once sending starts. */
export const UPLOAD_PROGRESS = { read: 5, start: 10, done: 100 } as const;
/** The api's limits on a post (text length, attached images). */
export const POST_MAX_LENGTH = 5000;
export const POST_MAX_IMAGES = 10;
/** SPEC section 9: review ratings go from 1 to 5 and start at 3. */
export const POST_RATING = { min: 1, max: 5, default: 3 } as const;
/** SPEC section 7: the post place chooser asks for this many places of the city. */
export const POST_PLACE_CHOOSER_LIMIT = 10;
/** Drafts of new posts, one per start (place, chain or none), under `tavola-post-drafts`. */
export const POST_DRAFTS_STORAGE_KEY = 'post-drafts';

// Running places and chains.
/** The query flag of a place screen that previews the pending edit (SPEC section 2). */
export const PREVIEW_PARAM = 'preview';
/** Drafts of the place form, one per place ('new' for the short form), under `tavola-place-drafts`. */
export const PLACE_DRAFTS_STORAGE_KEY = 'place-drafts';
/** Drafts of the chain form, one per chain ('new' when creating), under `tavola-organisation-drafts`. */
export const ORGANISATION_DRAFTS_STORAGE_KEY = 'organisation-drafts';
/** SPEC sections 5 and 9: the smokezone feature is saved with this value when none is chosen. */
export const DEFAULT_SMOKE_ZONE = 2;
/** SPEC section 9: schedule times step by 30 minutes. */
export const SCHEDULE_STEP_MINUTES = 30;

// Comments and follows.
/** SPEC section 9: comment field max length (with the 'n / 300' counter). */
export const COMMENT_MAX_LENGTH = 300;
/** SPEC section 9: at most this many images on one comment. */
export const COMMENT_MAX_IMAGES = 2;
/** Comments per page under a post (the SPEC does not say; the gateway's default). */
export const COMMENT_PAGE_SIZE = 20;
/** SPEC section 9: comments are clamped to this many lines, with More and Collapse. */
export const COMMENT_CLAMP_LINES = 5;
/** Followers, following people and following places load this many at a time. */
export const FOLLOW_PAGE_SIZE = 20;
/** Comment drafts are kept per post under this key plus the post id (SPEC section 2). */
export const COMMENT_DRAFT_KEY_PREFIX = 'comment-draft-';

// Post cards and feeds.
/** Posts per feed page (the schema's default page). */
export const POSTS_PAGE_SIZE = 10;
/** SPEC section 9: likers come 20 a page. */
export const LIKES_PAGE_SIZE = 20;
/** SPEC section 9: post text is clamped to this many lines of this line height (px). */
export const POST_CLAMP_LINES = 3;
export const POST_LINE_HEIGHT_PX = 17.5;
/**
 * More characters than a line of clamped text (a post's or a comment's) holds at the widest
 * layout, about 83 at 646 px: a text longer than its clamped lines of these overflows at every
 * width, so the server renders its More button and hydration shifts nothing below it.
 */
export const CLAMP_WIDEST_LINE_CHARS = 100;
/** SPEC section 9: the post carousel's image height, and its thumbnails' (px). */
export const POST_CAROUSEL_HEIGHT_PX = 300;
export const POST_CAROUSEL_THUMB_PX = 90;

// Notifications, counters and the live connection (notifications issue).
/** Notifications load this many at a time (the schema's default page). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** SPEC section 9: the tab title flashes this often while the tab is unfocused. */
export const TITLE_FLASH_INTERVAL_MS = 1000;
/**
 * SPEC sections 4 and 9: waiting for push retries from this delay, doubling, and gives up once the
 * next delay would be above the limit.
 */
export const PUSH_BACKOFF = { startMs: 100, maxMs: 10000 } as const;
/** A counter badge shows at most this number, then '99+'. */
export const COUNTER_BADGE_MAX = 99;

// Chats and messages.
/** Chats load this many at a time (the schema's default page). */
export const CHATS_PAGE_SIZE = 20;
/** SPEC section 9: messages come 20 a page (the viewed check reads as many). */
export const MESSAGES_PAGE_SIZE = 20;
/** The api's limits on a message: its text, and the images attached to it. */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_MAX_IMAGES = 5;
/** SPEC section 2: the last message input is kept per chat under this key plus the chat id. */
export const MESSAGE_DRAFT_KEY_PREFIX = 'message-draft-';
/** The open chat loads older messages when scrolled this close to its top (px). */
export const MESSAGES_LOAD_OLDER_PX = 200;
/** The scroll-down button shows once the open chat is scrolled up this far from its end (px). */
export const MESSAGES_SCROLL_DOWN_PX = 200;

// Booking a table, the guest's and the staff's reservations.
/** How many days ahead the booking screen offers, today first. */
export const BOOKING_DAYS = 14;
/** The guests count the booking screen offers, from 1. */
export const BOOKING_GUESTS_MAX = 20;
/** The guests count a new booking starts with. */
export const BOOKING_GUESTS_DEFAULT = 2;
/** SPEC section 5: the booking comment is a multiline field of this many characters at most. */
export const BOOKING_COMMENT_MAX_LENGTH = 300;
/** Reservations load this many at a time (SPEC section 9, show-more page size). */
export const RESERVATIONS_PAGE_SIZE = 5;
/** SPEC section 9: bookable times are set on steps of this many minutes. */
export const RESERVATION_TIME_STEP_MINUTES = 30;
/** The most seats one table of a reservation setting may have, and the most tables of a size. */
export const RESERVATION_TABLE_MAX = { seats: 30, count: 50 } as const;
/** The farthest booking horizon a place may set, in days (the api's maxHorizonDays). */
export const RESERVATION_HORIZON_DAYS_MAX = 365;
/**
 * How long before a booking's time its guest may still cancel, as a place may choose (minutes;
 * 0: until the time itself, the default). The api takes up to a week.
 */
export const CANCEL_CUTOFF_CHOICES_MIN = [0, 30, 60, 120, 180, 360, 720, 1440, 2880] as const;
/** Session-storage keys (plus the place id): the booking in progress, and the one just made. */
export const BOOKING_DRAFT_KEY_PREFIX = 'booking-draft-';
export const BOOKING_DONE_KEY_PREFIX = 'booking-done-';
