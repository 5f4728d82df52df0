import { act, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { hydrateOver, rootWith, serverHtmlOf } from '../../test/hydrate';
import { useHydrated } from './hydration';

function Check({ label, level }: { label: string; level: string | null }) {
  return (
    <p>
      <span className="visually-hidden">{label} </span>
      {label} {level}
      <b>{level === null ? '' : level}</b>
    </p>
  );
}

function Labelled({ children }: { children: ReactNode }) {
  return (
    <button type="button">
      <i />
      {children}
    </button>
  );
}

/** A counter whose button counts its clicks once React has hydrated it. */
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

/** A page with parts apart (Suspense boundaries), as the app's shell and pages are. */
function Page() {
  return (
    <div>
      <Counter name="shell" />
      <Suspense fallback={null}>
        <Counter name="first" />
        <p>two nodes</p>
      </Suspense>
      <Suspense fallback={null}>
        <Counter name="second" />
      </Suspense>
    </div>
  );
}

function button(root: HTMLElement, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((element) =>
    element.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

describe('a rendered page hydrated by React', () => {
  it('keeps texts side by side in JSX as the server sent them, changing nothing', async () => {
    for (const level of ['500-1000', null]) {
      const ui = (
        <div>
          <Check label="Average check" level={level} />
          <Labelled>
            {3} {'likes'}
          </Labelled>
        </div>
      );
      const root = rootWith(await serverHtmlOf(ui));
      const hydrated = await hydrateOver(root, ui);
      expect(hydrated.errors).toEqual([]);
      expect(hydrated.changes()).toEqual([]);
      expect(root.querySelector('p')?.textContent).toBe(
        level ? `Average check Average check ${level}${level}` : 'Average check Average check ',
      );
      hydrated.unmount();
    }
  });

  it('keeps every node of its parts, and each part answers clicks once hydrated', async () => {
    const root = rootWith(await serverHtmlOf(<Page />));
    const nodes = [...root.querySelectorAll('*')];

    const hydrated = await hydrateOver(root, <Page />);
    expect(hydrated.errors).toEqual([]);
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
    await act(async () => {
      button(root, 'shell').click();
      button(root, 'first').click();
      button(root, 'second').click();
    });
    expect(button(root, 'shell').textContent).toBe('shell 1');
    expect(button(root, 'first').textContent).toBe('first 1');
    expect(button(root, 'second').textContent).toBe('second 1');
    hydrated.unmount();
  });

  it('hydrates a part as the server sent it, then sets what only the browser knows', async () => {
    // Read as the app reads a visitor's stored city: the server's value while hydrating, the
    // browser's right after.
    let inBrowser = false;
    const subscribe = () => () => undefined;
    function CityLinks() {
      const city = useSyncExternalStore(
        subscribe,
        () => (inBrowser ? 'moscow' : 'london'),
        () => 'london',
      );
      return (
        <nav>
          <a href={`/${city}`}>Home</a>
          <Suspense fallback={null}>
            <a href={`/${city}/places`}>Places</a>
          </Suspense>
        </nav>
      );
    }
    const root = rootWith(await serverHtmlOf(<CityLinks />));
    const links = [...root.querySelectorAll('a')];
    inBrowser = true;

    const hydrated = await hydrateOver(root, <CityLinks />);
    expect(hydrated.errors).toEqual([]);
    expect([...root.querySelectorAll('a')]).toEqual(links);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/moscow', '/moscow/places']);
    hydrated.unmount();
  });
});

describe('what only the browser renders (useHydrated)', () => {
  function LatestReviews() {
    const inBrowser = useHydrated();
    return (
      <section>
        <h2>Latest reviews</h2>
        {inBrowser ? <p>cards</p> : null}
      </section>
    );
  }

  it('is not in the server HTML, and shows right after the hydrate, without a mismatch', async () => {
    const html = await serverHtmlOf(<LatestReviews />);
    expect(html).toBe('<section><h2>Latest reviews</h2></section>');

    const root = rootWith(html);
    const heading = root.querySelector('h2');
    const hydrated = await hydrateOver(root, <LatestReviews />);
    expect(hydrated.errors).toEqual([]);
    expect(root.querySelector('h2')).toBe(heading);
    expect(root.querySelector('p')?.textContent).toBe('cards');
    hydrated.unmount();
  });

  it('shows at once in a render from nothing', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<LatestReviews />));
    expect(container.querySelector('p')?.textContent).toBe('cards');
    act(() => root.unmount());
  });
});
