import { hydrate, render, type ComponentChild } from 'preact';
import { useState, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { takeOverPage, TakeOverApart } from './take-over-apart';

/** A counter whose button counts its clicks once the app has taken it over. */
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="shell" />
      <TakeOverApart>
        <Counter name="first" />
        <p>two nodes</p>
      </TakeOverApart>
      <TakeOverApart>
        <Counter name="second" />
      </TakeOverApart>
    </div>
  );
}

/** What the gateway's render of `Page` sends: each part between the comments a suspension leaves. */
const serverHtml =
  '<div><button type="button">shell 0</button>' +
  '<!--$s--><button type="button">first 0</button><p>two nodes</p><!--/$s-->' +
  '<!--$s--><button type="button">second 0</button><!--/$s--></div>';

function button(root: HTMLElement, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((element) =>
    element.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

/** A new task, after those already queued. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve));

describe('taking a rendered page over part by part', () => {
  it('keeps the server HTML of each part and takes the parts over after the rest, in order', async () => {
    const root = document.createElement('div');
    root.innerHTML = serverHtml;
    document.body.append(root);
    const nodes = [...root.querySelectorAll('*')];

    const done = takeOverPage(() => hydrate((<Page />) as unknown as ComponentChild, root));
    // Hydrated at once: the shell answers clicks, the parts are still the server's HTML.
    button(root, 'shell').click();
    button(root, 'first').click();
    await aTaskLater();
    expect(button(root, 'shell').textContent).toBe('shell 1');
    expect(button(root, 'first').textContent).toBe('first 0');

    let firstBeforeSecond = false;
    // The first part is taken over in a turn before the second's.
    const watchTurns = async () => {
      while (!firstBeforeSecond) {
        button(root, 'first').click();
        button(root, 'second').click();
        await aTaskLater();
        const first = Number(button(root, 'first').textContent?.split(' ')[1]);
        const second = Number(button(root, 'second').textContent?.split(' ')[1]);
        if (second > 0) return;
        if (first > 0) firstBeforeSecond = true;
      }
    };
    await Promise.race([watchTurns(), done]);
    await done;
    expect(firstBeforeSecond).toBe(true);

    // Every node of the server's HTML is still the one on screen, with nothing added.
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
    const second = button(root, 'second');
    const before = Number(second.textContent?.split(' ')[1]);
    second.click();
    await aTaskLater();
    expect(button(root, 'second').textContent).toBe(`second ${before + 1}`);
    root.remove();
  });

  it('hydrates a part rendered again before its turn as it was sent, then sets what changed', async () => {
    // What only the browser knows, read as the app reads a visitor's stored city: the server's
    // value while hydrating, the browser's right after.
    const subscribe = () => () => undefined;
    function CityLinks() {
      const city = useSyncExternalStore(
        subscribe,
        () => 'moscow',
        () => 'london',
      );
      return (
        <nav>
          <a href={`/${city}`}>Home</a>
          <TakeOverApart>
            <a href={`/${city}/places`}>Places</a>
          </TakeOverApart>
        </nav>
      );
    }
    const root = document.createElement('div');
    root.innerHTML =
      '<nav><a href="/london">Home</a><!--$s--><a href="/london/places">Places</a><!--/$s--></nav>';
    document.body.append(root);
    const home = root.querySelector('a[href="/london"]')!;
    const places = root.querySelector('a[href="/london/places"]')!;

    const done = takeOverPage(() => hydrate((<CityLinks />) as unknown as ComponentChild, root));
    // The shell renders again with the browser's city while the part waits for its turn.
    await aTaskLater();
    expect(home.getAttribute('href')).toBe('/moscow');
    expect(places.getAttribute('href')).toBe('/london/places');
    await done;
    await aTaskLater();
    expect([...root.querySelectorAll('a')]).toEqual([home, places]);
    expect(places.getAttribute('href')).toBe('/moscow/places');
    root.remove();
  });

  it('renders a part at once outside a take-over', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    render((<Page />) as unknown as ComponentChild, root);
    expect(root.querySelectorAll('button')).toHaveLength(3);
    button(root, 'second').click();
    await aTaskLater();
    expect(button(root, 'second').textContent).toBe('second 1');
    root.remove();
  });
});
