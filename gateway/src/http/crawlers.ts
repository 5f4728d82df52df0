// What search engines read: /robots.txt, and /sitemap.xml, a sitemap index over the public place,
// chain and post pages, read from the api page by page and kept for a while.
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { DEFAULT_ERROR_MESSAGE, ERROR_MESSAGES } from '../messages.js';
import { TavolaApi } from '../rest/client.js';
import type { Upstream } from '../rest/transport.js';
import { PublicReadCache } from '../rest/public-read-cache.js';
import { listCities } from '../city/city-api.js';
import { listOrganisations } from '../organisation/organisation-api.js';
import { listPlaces } from '../place/place-api.js';

/** The sitemap protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Records read per api call while the sitemap is built (the api's largest page). */
export const SITEMAP_API_PAGE = 100;
/** Cities read for the sitemap (the api's largest page of cities). */
export const SITEMAP_CITIES = 100;
/** How long a built sitemap is served before the next request builds it again. */
export const SITEMAP_TTL_MS = 15 * 60_000;
/** Where each file of the sitemap index is: `/sitemaps/1.xml`, `/sitemaps/2.xml`... */
export const SITEMAP_FILE_PATH = '/sitemaps/:file.xml';
const NOT_FOUND_MESSAGE = ERROR_MESSAGES.RecordNotFound;
const sitemapFileHref = (number: number) => `/sitemaps/${number}.xml`;

/** Paths crawlers have no business in: the api, the developer page, a person's own screens. */
export const ROBOTS_DISALLOW = [
  '/graphql',
  '/graphiql',
  '/api/',
  '/settings',
  '/chats',
  '/notifications',
  '/feed/following',
] as const;

/** The robots file, naming the sitemap at the origin that answers it. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Reads every page of an offset-paged list, one api page at a time, until a short page. */
async function readAll<T>(read: (offset: number, limit: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += SITEMAP_API_PAGE) {
    const page = await read(offset, SITEMAP_API_PAGE);
    all.push(...page);
    if (page.length < SITEMAP_API_PAGE) return all;
  }
}

/**
 * The paths of every public page the sitemap lists, as a visitor sees them: each published place
 * by its slug (city by city), each chain with a visible place, each visible post.
 */
export async function publicPagePaths(api: TavolaApi): Promise<string[]> {
  const cities = await listCities(api, { limit: SITEMAP_CITIES });
  const places: string[] = [];
  for (const city of cities) {
    const cityPlaces = await readAll((offset, limit) =>
      listPlaces(api, { city: city.id, offset, limit }),
    );
    places.push(...cityPlaces.map((place) => `/${encodeURIComponent(place.latinName)}`));
  }
  const chains = await readAll((offset, limit) => listOrganisations(api, { offset, limit }));
  const posts = await readAll(async (offset, limit) => {
    const answer = await api.get('/api/v1/posts', { query: { offset, limit } });
    return answer.data.posts;
  });
  return [
    ...new Set([
      ...places,
      ...chains.map((chain) => `/organisations/${encodeURIComponent(chain.id)}`),
      ...posts.map((post) => `/posts/${encodeURIComponent(post.id)}`),
    ]),
  ];
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** How many files the index has for this many URLs (one, empty, when there is none). */
export function sitemapFileCount(urls: number): number {
  return Math.max(1, Math.ceil(urls / SITEMAP_URLS_PER_FILE));
}

export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeXml(origin + sitemapFileHref(index + 1))}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The `number`th file (from 1) of the index: at most SITEMAP_URLS_PER_FILE of the paths. */
export function sitemapFileXml(origin: string, paths: readonly string[], number: number): string {
  const start = (number - 1) * SITEMAP_URLS_PER_FILE;
  const entries = paths
    .slice(start, start + SITEMAP_URLS_PER_FILE)
    .map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The origin the request came to, for the absolute URLs robots files and sitemaps need. */
function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * `/robots.txt`, `/sitemap.xml` and its files. The paths are read as a visitor (no token) and kept
 * for SITEMAP_TTL_MS: every crawler's request in that time costs the api nothing.
 */
export function crawlerRouter(upstream: Upstream, logger: Logger): Router {
  const router = express.Router();
  const cache = new PublicReadCache(SITEMAP_TTL_MS);
  const paths = () => cache.get('paths', () => publicPagePaths(new TavolaApi(upstream)));
  const failed = (res: Response) => (error: unknown) => {
    logger.error({ err: error }, 'sitemap read failed');
    res.status(503).type('text/plain').send(DEFAULT_ERROR_MESSAGE);
  };

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsText(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res) => {
    paths()
      .then((all) => {
        res.setHeader('Cache-Control', 'public, max-age=900');
        res
          .type('application/xml')
          .send(sitemapIndexXml(originOf(req), sitemapFileCount(all.length)));
      })
      .catch(failed(res));
  });
  // A file the index does not name is not found (not the app's page, which crawlers would keep).
  const notFound = (res: Response) => res.status(404).type('text/plain').send(NOT_FOUND_MESSAGE);
  router.get(SITEMAP_FILE_PATH, (req, res) => {
    const number = Number(req.params.file);
    if (!Number.isInteger(number) || number < 1) return notFound(res);
    paths()
      .then((all) => {
        if (number > sitemapFileCount(all.length)) return notFound(res);
        res.setHeader('Cache-Control', 'public, max-age=900');
        res.type('application/xml').send(sitemapFileXml(originOf(req), all, number));
      })
      .catch(failed(res));
  });
  return router;
}
