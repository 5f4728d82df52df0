import { screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render-in-app';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** Its children, from a task after it mounts: a render outside the test's act, as in the app. */
function ShownLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

describe('lazyPage', () => {
  it('shows the page once its chunk is in, even when it comes before the first effect', async () => {
    // A preloaded chunk answers at once; the effects of a render outside the test's act run in a
    // task of React's scheduler after it.
    const Page = lazyPage(() => Promise.resolve(Greeting));
    renderInApp(
      <ShownLater>
        <Page name="Ada" />
      </ShownLater>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
  });

  it('renders a page already loaded at once', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    const first = renderInApp(<Page name="Ada" />);
    await screen.findByRole('heading', { name: 'Hello Ada' });
    first.unmount();
    renderInApp(<Page name="Grace" />);
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
  });

  it('shows the page fallback while the chunk loads', async () => {
    let arrive: (page: typeof Greeting) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const { container } = renderInApp(<Page name="Ada" />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    arrive(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
  });
});
