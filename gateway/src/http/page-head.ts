// The head of a public page in the first HTML answer: the title, description, canonical link and
// Open Graph tags the web app sets once it has rendered (web/src/lib/head.ts, open-graph.ts,
// list-head.ts), so a crawler that runs no script reads them too. And the SPEC's prerender mode:
// a crawler's page waits to be marked ready and names its status (401, 404).
import { PAGE_HEAD } from '../messages.js';

/** The routes whose head the gateway knows (web/src/lib/paths.ts). */
export type PageRoute =
  | { kind: 'place'; id: string }
  | { kind: 'post'; id: string }
  | { kind: 'organisation'; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'places'; city: string }
  | { kind: 'feed'; city: string }
  | { kind: 'loginRequired' };

// First path segments that are routes of their own, never a place's id or slug.
const RESERVED = new Set([
  'agreement',
  'api',
  'assets',
  'chats',
  'confirm',
  'decline',
  'error-loading',
  'feed',
  'graphiql',
  'graphql',
  'health',
  'index.html',
  'navigation',
  'notifications',
  'offer',
  'organisations',
  'places',
  'posts',
  'search',
  'settings',
  'staffed',
  'term-of-use',
  'uploads',
  'users',
]);

// SPEC section 2: the routes a visitor cannot open (web/src/lib/login-required.ts).
const LOGIN_REQUIRED = [
  /^\/users\/[^/]+\/edit$/,
  /^\/settings$/,
  /^\/feed\/following$/,
  /^\/notifications(\/places)?$/,
  /^\/chats(\/[^/]+)?$/,
  /^\/staffed$/,
  /^\/posts\/[^/]+\/edit$/,
  /^\/organisations\/[^/]+\/edit$/,
  /^\/[^/]+\/edit$/,
];

// Ids and slugs: hex ids, latin names; anything else is no entity of ours.
const SEGMENT = /^[A-Za-z0-9_-]{1,200}$/;

/** The route of a path, or null for pages whose head stays the app's default. */
export function routeOf(pathname: string): PageRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (LOGIN_REQUIRED.some((pattern) => pattern.test(path))) return { kind: 'loginRequired' };
  const parts = path.split('/').slice(1);
  if (parts.some((part) => !SEGMENT.test(part))) return null;
  const [first = '', second, third] = parts;
  if (parts.length === 1 && first !== '' && !RESERVED.has(first))
    return { kind: 'place', id: first };
  if (parts.length !== 2 || second === undefined || third !== undefined) return null;
  if (first === 'posts' && second !== 'create') return { kind: 'post', id: second };
  if (first === 'organisations') return { kind: 'organisation', id: second };
  if (first === 'users' && second !== 'unregistered') return { kind: 'user', id: second };
  if (RESERVED.has(first)) return null;
  if (second === 'places') return { kind: 'places', city: first };
  if (second === 'feed') return { kind: 'feed', city: first };
  return null;
}

export interface OpenGraph {
  title: string;
  description: string | null;
  image: string | null;
  url: string;
  type: 'website' | 'place' | 'profile';
}

export interface PageHead {
  title: string;
  description: string | null;
  canonical: string | null;
  noIndex: boolean;
  openGraph: OpenGraph | null;
  /** The image the page opens with (its largest paint), fetched first when the read knows it. */
  heroImage?: string;
}

/** Runs one GraphQL query of the gateway's own schema; null data when it found nothing. */
export type RunQuery = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown> | null>;

/** The head of a page that is not there (the web's not-found page). */
export const NOT_FOUND_HEAD: PageHead = {
  title: PAGE_HEAD.notFoundTitle,
  description: null,
  canonical: null,
  noIndex: true,
  openGraph: null,
};

/**
 * The read of one page's entity: `query PageHead<Entity>($key: Type!) { entity(key: $key) { ... } }`,
 * named after the entity so the gateway's logs tell the five apart.
 */
function headQuery(field: string, selection: string, key = 'id', keyType = 'ID') {
  const name = `PageHead${field[0]?.toUpperCase() ?? ''}${field.slice(1)}`;
  return `query ${name}($${key}: ${keyType}!) { ${field}(${key}: $${key}) { ${selection} } }`;
}

const PLACE = headQuery(
  'place',
  'name latinName shortDescription city { name } avatar { standard { url } } background { cover { url } }',
);
const POST = headQuery('post', 'id text isDeleted isHidden');
const ORGANISATION = headQuery('organisation', 'id name placeCount avatar { standard { url } }');
const USER = headQuery('user', 'id displayName about isDeleted');
const CITY = headQuery('city', 'name latinName', 'latinName', 'String');

interface Image {
  standard?: { url: string };
  cover?: { url: string };
}

/** The entity `field` of one query's answer, or null when the query found none. */
async function readOne<T>(
  run: RunQuery,
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Promise<T | null> {
  return ((await run(query, variables))?.[field] as T | null | undefined) ?? null;
}

/** An indexed page whose Open Graph tags repeat its title, description and canonical link. */
function indexedHead(
  title: string,
  description: string,
  canonical: string,
  image: string | null,
  type: OpenGraph['type'],
): PageHead {
  return {
    title,
    description,
    canonical,
    noIndex: false,
    openGraph: { title, description, image, url: canonical, type },
  };
}

/**
 * The head of a public route, read with one query (NOT_FOUND_HEAD when the entity is not there),
 * or null for routes the gateway leaves to the app.
 */
export async function headOf(route: PageRoute, run: RunQuery): Promise<PageHead | null> {
  switch (route.kind) {
    case 'place': {
      const place = await readOne<{
        name: string;
        latinName: string;
        shortDescription: string | null;
        city: { name: string } | null;
        avatar: Image | null;
        background: Image | null;
      }>(run, PLACE, { id: route.id }, 'place');
      if (!place) return NOT_FOUND_HEAD;
      const description =
        place.shortDescription ?? PAGE_HEAD.placeDescription(place.name, place.city?.name ?? '');
      const canonical = `/${encodeURIComponent(place.latinName)}`;
      // The page's cover: the background, else the avatar (web place-page.tsx).
      const image = place.background?.cover?.url ?? place.avatar?.standard?.url ?? null;
      return {
        ...indexedHead(place.name, description, canonical, image, 'place'),
        ...(image ? { heroImage: image } : {}),
      };
    }
    case 'post': {
      const post = await readOne<{
        id: string;
        text: string | null;
        isDeleted: boolean;
        isHidden: boolean;
      }>(run, POST, { id: route.id }, 'post');
      if (!post) return NOT_FOUND_HEAD;
      return {
        title: postTitle(post.text ?? ''),
        description: post.text ? post.text.slice(0, 160) : null,
        canonical: `/posts/${encodeURIComponent(post.id)}`,
        noIndex: post.isDeleted || post.isHidden,
        openGraph: null,
      };
    }
    case 'organisation': {
      const organisation = await readOne<{
        id: string;
        name: string;
        placeCount: number;
        avatar: Image | null;
      }>(run, ORGANISATION, { id: route.id }, 'organisation');
      if (!organisation) return NOT_FOUND_HEAD;
      return indexedHead(
        organisation.name,
        PAGE_HEAD.organisationDescription(organisation.name, organisation.placeCount),
        `/organisations/${encodeURIComponent(organisation.id)}`,
        organisation.avatar?.standard?.url ?? null,
        'website',
      );
    }
    case 'user': {
      const user = await readOne<{
        id: string;
        displayName: string;
        about: string | null;
        isDeleted: boolean;
      }>(run, USER, { id: route.id }, 'user');
      if (!user) return NOT_FOUND_HEAD;
      return {
        title: user.isDeleted ? PAGE_HEAD.profileDeleted : user.displayName,
        description: user.isDeleted
          ? null
          : (user.about ?? PAGE_HEAD.profileDescription(user.displayName)),
        canonical: `/users/${encodeURIComponent(user.id)}`,
        noIndex: user.isDeleted,
        openGraph: null,
      };
    }
    case 'places':
    case 'feed': {
      const city = await readOne<{ name: string; latinName: string }>(
        run,
        CITY,
        { latinName: route.city },
        'city',
      );
      if (!city) return NOT_FOUND_HEAD;
      const slug = encodeURIComponent(city.latinName);
      if (route.kind === 'feed') {
        return {
          title: PAGE_HEAD.feedTitle,
          description: PAGE_HEAD.feedDescription(city.name),
          canonical: `/${slug}/feed`,
          noIndex: false,
          openGraph: null,
        };
      }
      return indexedHead(
        PAGE_HEAD.placesTitle(city.name),
        PAGE_HEAD.placesDescription(city.name),
        `/${slug}/places`,
        null,
        'website',
      );
    }
    case 'loginRequired':
      return null;
  }
}

/** A post's title: its first line, cut at a word near 60 characters (web post-page.tsx). */
export function postTitle(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  if (line.length <= 60) return line || PAGE_HEAD.untitledPost;
  return `${line.slice(0, 60).replace(/\s+\S*$/, '')}…`;
}

/** `Name · Tavola`, as the web app's titles read. */
export function formatTitle(title: string): string {
  return title === PAGE_HEAD.titleSuffix ? title : `${title} · ${PAGE_HEAD.titleSuffix}`;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const absolute = (origin: string, path: string) => new URL(path, origin).href;

export interface Prerender {
  /** The status a prerender service should give the page (the SPEC's prerender status code). */
  status: 200 | 401 | 404;
  /** The app marks this page ready itself (its page or route guard): the service waits for it. */
  waitForApp: boolean;
}

/** Routes whose pages say when they are ready (web: the page guard, the route guard). */
export function marksReady(route: PageRoute | null): boolean {
  return route !== null && route.kind !== 'places';
}

/**
 * `html` with the head put in: the page's own title and description replace the app's default
 * ones, and the canonical link, robots and Open Graph tags go before `</head>`. A crawler's page
 * (`prerender`) also says it is not ready yet (the app marks it ready once rendered) and, unless
 * 200, its status code. Every value is escaped.
 */
export function withHead(
  html: string,
  head: PageHead | null,
  origin: string,
  prerender: Prerender | null,
): string {
  const tags: string[] = [];
  let page = html;
  if (head) {
    const title = `<title>${escapeHtml(formatTitle(head.title))}</title>`;
    page = /<title>[^<]*<\/title>/i.test(page)
      ? page.replace(/<title>[^<]*<\/title>/i, () => title)
      : page;
    if (!page.includes(title)) tags.push(title);
    if (head.description !== null) {
      const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
      const existing = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;
      if (existing.test(page)) page = page.replace(existing, () => description);
      else tags.push(description);
    }
    if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
    if (head.canonical) {
      tags.push(`<link rel="canonical" href="${escapeHtml(absolute(origin, head.canonical))}" />`);
    }
    const graph = head.openGraph;
    if (graph) {
      const properties: [string, string | null][] = [
        ['og:title', formatTitle(graph.title)],
        ['og:description', graph.description],
        ['og:image', graph.image ? absolute(origin, graph.image) : null],
        ['og:url', absolute(origin, graph.url)],
        ['og:type', graph.type],
      ];
      for (const [property, content] of properties) {
        if (content !== null) {
          tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
        }
      }
    }
  }
  if (prerender) {
    // Prerender services wait for this to turn true; the app sets it once the page has rendered.
    if (prerender.waitForApp) tags.push('<script>window.prerenderReady = false;</script>');
    if (prerender.status !== 200) {
      tags.push(`<meta name="prerender-status-code" content="${prerender.status}" />`);
    }
  }
  if (tags.length === 0) return page;
  return page.includes('</head>')
    ? page.replace('</head>', () => `${tags.join('')}</head>`)
    : page.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags.join('')}`);
}

// Search engines, link previews and prerender services, by the names their user agents carry.
const CRAWLER = new RegExp(
  [
    'googlebot',
    'adsbot-google',
    'mediapartners-google',
    'google-inspectiontool',
    'storebot-google',
    'bingbot',
    'bingpreview',
    'yandex(bot|images|metrika)?',
    'duckduckbot',
    'baiduspider',
    'slurp',
    'applebot',
    'petalbot',
    'semrushbot',
    'ahrefsbot',
    'mj12bot',
    'facebookexternalhit',
    'facebookcatalog',
    'twitterbot',
    'linkedinbot',
    'slackbot',
    'discordbot',
    'telegrambot',
    'whatsapp',
    'pinterest(bot)?',
    'redditbot',
    'embedly',
    'vkshare',
    'skypeuripreview',
    'prerender',
  ].join('|'),
  'i',
);

/** Whether a user agent is a crawler's (SPEC section 1, prerender mode). */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER.test(userAgent);
}
