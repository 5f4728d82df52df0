// When the app starts on a page the gateway rendered. The HTML is the page already, so its
// scripts need not come first: they load once the page has loaded (its `load` event: HTML, CSS and
// the images it opens with) and the browser has painted it, or at the visitor's first touch or
// key if that is sooner. A phone's
// network and processor go to what is on screen, and the page paints before any of the app's
// JavaScript is fetched or run.
//
// Nothing the visitor does in the meantime is lost: a click on a link or a control, a form's
// submit and what is typed into a field are held (the browser's own action is stopped, so a link
// does not reload the whole page) and played again, in order, once the app has taken the page
// over (web/src/main.tsx calls `takeOver`). Should the app fail to load, held links are followed
// as plain links.

/** The global the loader leaves for the app (web/src/lib/constants.ts names it too). */
export const PAGE_STARTER_GLOBAL = 'tavolaPageStarter';

// Plain ES5 in a string: it runs as an inline script, before and without any build step.
const STARTER = `(function (entry, scripts) {
  var started = false;
  var takenOver = false;
  var clicks = [];
  var forms = [];
  var values = [];
  // Not labels: a click on one comes again as a click on its field, which is held.
  var control = 'a[href],button,input,select,textarea,summary,[role],[tabindex]';
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = src;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.onerror = release;
    document.head.appendChild(script);
  }
  function hold(event) {
    if (takenOver || !(event.target instanceof Element)) return;
    if (event.type === 'click') {
      var target = event.target.closest(control);
      if (!target) return;
      var link = target.closest('a[href]');
      // A new tab or window opens as the browser does it.
      if (link && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
      clicks.push(target);
    } else {
      forms.push(event.target);
    }
    event.preventDefault();
    event.stopPropagation();
    start();
  }
  function typed(event) {
    var field = event.target;
    if (!takenOver && field && 'value' in field) values.push([field, field.value]);
    start();
  }
  function play(followLinks) {
    takenOver = true;
    var latest = new Map();
    values.forEach(function (entry) { latest.set(entry[0], entry[1]); });
    latest.forEach(function (value, field) {
      if (!field.isConnected || followLinks) return;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    clicks.forEach(function (target) {
      var link = target.closest('a[href]');
      if (followLinks) {
        if (link) location.assign(link.href);
      } else if (target.isConnected) {
        target.click();
      } else if (link) {
        location.assign(link.href);
      }
    });
    if (!followLinks) forms.forEach(function (form) { if (form.isConnected) form.requestSubmit(); });
    clicks = [];
    forms = [];
    values = [];
  }
  function release() { play(true); }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('input', typed, true);
  ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  // Once the page has loaded and the browser reports its first contentful paint (at once where
  // it cannot report paints).
  var loaded = document.readyState === 'complete';
  var painted = false;
  function startWhenShown() {
    if (loaded && painted) start();
  }
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw new Error();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      startWhenShown();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    painted = true;
  }
  if (loaded) startWhenShown();
  else addEventListener('load', function () { loaded = true; startWhenShown(); });
  window.${PAGE_STARTER_GLOBAL} = { takeOver: function () { play(false); } };
})`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** A JSON value safe inside an inline script (no `<` to end it early). */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `html` with the app's entry script taken out of the head and the starter at the end of the
 * body, loading the entry and `pageScripts` (the page's chunks) when the page is ready for them.
 * Without an entry script (a bare test page) the page is left as it is.
 */
export function withDeferredStart(html: string, pageScripts: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const starter = `<script>${STARTER}(${scriptValue(entry)}, ${scriptValue(pageScripts)});</script>`;
  return html.replace(ENTRY_SCRIPT, '').replace('</body>', () => `${starter}</body>`);
}
