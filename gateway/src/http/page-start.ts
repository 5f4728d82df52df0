// When the app starts on a page the gateway rendered. The HTML is the page already, so its
// scripts need not come first: they load once the page has loaded (its `load` event: HTML, CSS and
// the images it opens with) and the browser has painted it, or at the visitor's first touch or
// key if that is sooner. A phone's network and processor go to what is on screen, and the page
// paints before any of the app's JavaScript is fetched or run.
//
// Nothing the visitor does in the meantime is lost: a click on a link or a control, a form's
// submit and what is typed into a field are held (the browser's own action is stopped, so a link
// does not reload the whole page) and played again, in order, once the app has taken the page
// over (web/src/main.tsx calls `takeOver`). Should the app fail to load, held links are followed
// as plain links.
import { scriptJson } from './page-render.js';

/** The global the loader leaves for the app (web/src/lib/constants.ts names it too). */
export const PAGE_STARTER_GLOBAL = 'tavolaPageStarter';

// ES5 syntax in a string: it runs as an inline script, before and without any build step.
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
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.onerror = release;
    document.head.appendChild(script);
    // The page's own chunks, fetched beside the entry by one module script that imports them all:
    // the module loader fetches them at once, with no element (and no main-thread task) per file
    // as a preload link takes, each of which the phone would run while it is busiest.
    if (!scripts.length) return;
    var page = document.createElement('script');
    page.type = 'module';
    page.textContent = scripts.map(function (src) {
      return 'import ' + JSON.stringify(src) + ';';
    }).join('');
    document.head.appendChild(page);
  }
  // What identifies an element again if the app's render has put a new one in its place: its
  // tag, attributes and text, and how many such elements come before it in the page.
  function signature(element) {
    return [element.tagName, element.getAttribute('href'), element.getAttribute('name'),
      element.getAttribute('type'), element.getAttribute('role'), element.getAttribute('aria-label'),
      element.getAttribute('placeholder'), (element.textContent || '').trim().slice(0, 80)].join('|');
  }
  function alike(element) {
    var mark = signature(element);
    return Array.prototype.filter.call(document.getElementsByTagName(element.tagName),
      function (other) { return signature(other) === mark; });
  }
  function remember(element) {
    return { element: element, ordinal: alike(element).indexOf(element) };
  }
  function find(held) {
    if (held.element.isConnected) return held.element;
    var now = alike(held.element);
    return now[held.ordinal] || null;
  }
  function hold(event) {
    if (takenOver || !(event.target instanceof Element)) return;
    if (event.type === 'click') {
      var target = event.target.closest(control);
      if (!target) return;
      var link = target.closest('a[href]');
      // A new tab or window opens as the browser does it.
      if (link && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
      clicks.push(remember(target));
    } else {
      forms.push(remember(event.target));
    }
    event.preventDefault();
    event.stopPropagation();
    start();
  }
  // A field's text, played to the app once it has taken the whole page over.
  function keepText(field) {
    values.push([remember(field), field.value]);
    start();
  }
  function typed(event) {
    var field = event.target;
    if (!takenOver && field instanceof Element && 'value' in field) {
      keepText(field);
      // The app hears it only when it is played again: a part taken over early (the header's
      // search) would otherwise act on it before the page's own parts have run (the places list
      // making its city the current one).
      event.stopPropagation();
    } else start();
  }
  // Each held action in order. One whose element is not there yet (a part of the page the app
  // draws only once its own chunk is in) waits for it, up to a few seconds.
  function play(followLinks) {
    takenOver = true;
    var actions = [];
    if (!followLinks) {
      // The latest value typed into each field is the one that counts.
      var latest = new Map();
      values.forEach(function (entry) { latest.set(entry[0].element, entry); });
      latest.forEach(function (entry) {
        actions.push(function () {
          var field = find(entry[0]);
          if (!field) return false;
          field.value = entry[1];
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        });
      });
    }
    clicks.forEach(function (held) {
      actions.push(function (last) {
        var target = followLinks ? null : find(held);
        var link = held.element.closest('a[href]');
        if (target) target.click();
        else if (link) location.assign(link.href);
        else if (!last) return false;
      });
    });
    if (!followLinks) {
      forms.forEach(function (held) {
        actions.push(function () {
          var form = find(held);
          if (!form) return false;
          form.requestSubmit();
        });
      });
    }
    clicks = [];
    forms = [];
    values = [];
    var deadline = Date.now() + 3000;
    function next() {
      while (actions.length) {
        if (actions[0](Date.now() >= deadline) === false && Date.now() < deadline) {
          setTimeout(next, 50);
          return;
        }
        actions.shift();
      }
    }
    next();
  }
  function release() { play(true); }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('input', typed, true);
  // Text typed before this script ran (while the browser was still reading the page's HTML) is
  // held as well: the app would otherwise start with an empty field over what is on screen.
  Array.prototype.forEach.call(document.querySelectorAll('input, textarea'), function (field) {
    if (field.value !== field.defaultValue) keepText(field);
  });
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
  window.${PAGE_STARTER_GLOBAL} = {
    takeOver: function () { play(false); },
    tookOver: function () { return takenOver; }
  };
})`;

// Screens the app draws (the maps): their HTML is only a frame for what the scripts bring, so
// they start as soon as they can, as pages the gateway did not render.
const DRAWN_BY_THE_APP = /\/places\/(following\/)?map\/?$/;

/** Whether a rendered page at `pathname` starts its app only once it has painted. */
export function startsAfterPaint(pathname: string): boolean {
  return !DRAWN_BY_THE_APP.test(pathname);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * `html` with the app's entry script taken out of the head and the starter at the end of the
 * body, loading the entry and `pageScripts` (the page's chunks, as the manifest names them) when
 * the page is ready for them. Without an entry script (a bare test page) the page is left as it is.
 */
export function withDeferredStart(html: string, pageScripts: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const scripts = pageScripts.map((file) => `/${file}`);
  const starter = `<script>${STARTER}(${scriptJson(entry)}, ${scriptJson(scripts)});</script>`;
  return html.replace(ENTRY_SCRIPT, '').replace('</body>', () => `${starter}</body>`);
}
