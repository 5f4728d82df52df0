// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageRouteOf } from './page-answer';
import { startsAfterPaint, withDeferredStart } from './page-start';

const PAGE =
  '<!doctype html><html><head><title>T</title>' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>' +
  '<body><div id="root"><main>Fig</main></div></body></html>';

describe("a rendered page's start", () => {
  it('takes the entry script out of the head and loads it, with the page scripts, from the body', () => {
    const html = withDeferredStart(PAGE, ['assets/place-1.js', 'assets/x</script>.js']);

    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    const starter = /<script>([\s\S]*)<\/script><\/body>/.exec(html)?.[1];
    // The file names go in as JSON with no `<` to end the script early.
    expect(starter).toContain(
      '(window, "/assets/app-1.js", ["/assets/place-1.js","/assets/x\\u003c/script>.js"])',
    );
    // The page scripts come with one module script that imports them, not a preload link each.
    expect(starter).not.toContain('modulepreload');
    // It only loads the app: nothing the visitor does is held back from the page.
    expect(starter).not.toContain('preventDefault');
    expect(starter).not.toContain('stopPropagation');
  });

  it('leaves a page without an entry script as it is', () => {
    const bare = '<html><body><div id="root"></div></body></html>';

    expect(withDeferredStart(bare, ['assets/place-1.js'])).toBe(bare);
  });
});

describe('which rendered pages load their app after painting', () => {
  it('are the pages whose HTML is their content, not the maps the app draws', () => {
    const routeOf = (path: string) => pageRouteOf(path).routeId;
    expect(startsAfterPaint(routeOf('/london-england-united-kingdom/places'))).toBe(true);
    expect(startsAfterPaint(routeOf('/fig-dining-room'))).toBe(true);
    expect(startsAfterPaint(routeOf('/posts/0123456789abcdef01234567'))).toBe(true);
    expect(startsAfterPaint(routeOf('/london-england-united-kingdom/places/map'))).toBe(false);
    expect(startsAfterPaint(routeOf('/london-england-united-kingdom/places/following/map'))).toBe(
      false,
    );
  });
});
