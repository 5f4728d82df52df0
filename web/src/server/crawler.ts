// SPEC section 1: the prerender mode for crawlers is told from the user agent.

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
