import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../../lib/domain/session';
import { SnackbarProvider } from '../../lib/hooks/snackbar';
import { createCache } from '../../lib/infra/apollo/client';
import { RenderedAtContext } from '../../lib/hooks/use-now';
import { place } from '../../test/fixtures';
import { hydrateOver, rootWith, serverHtmlAt } from '../../test/hydrate';
import { RecommendedPlaces } from './recommended-places';

/** Open 10:00 to 22:00 every day, so the card counts the minutes to closing in the evening. */
const evening = {
  ...place(7),
  schedules: [
    {
      ...place(7).schedules[0]!,
      items: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        __typename: 'ScheduleItem' as const,
        dayOfWeek,
        startAt: '10:00',
        endAt: '22:00',
      })),
    },
  ],
};
/** London is on UTC in December: the server renders at 21:20:40... */
const RENDERED_AT = Date.parse('2026-12-02T21:20:40Z');
/** ...and the browser hydrates 30 s later, when the countdown (in tens of minutes) shows 30. */
const HYDRATED_AT = RENDERED_AT + 30_000;

/** The page's router: one for the server's render, another for the browser's. */
function pageRouter() {
  return createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SnackbarProvider>
            <SessionProvider>
              <RecommendedPlaces places={[evening]} />
            </SessionProvider>
          </SnackbarProvider>
        ),
      },
    ],
    { initialEntries: ['/place-3'] },
  );
}

function Page({ router }: { router: ReturnType<typeof pageRouter> }) {
  return (
    <RenderedAtContext value={RENDERED_AT}>
      <MockedProvider mocks={[]} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </RenderedAtContext>
  );
}

describe("the place page's recommended places", () => {
  it("hydrate their opening hours without a mismatch when their countdown changes after the server's render", async () => {
    const html = await serverHtmlAt(<Page router={pageRouter()} />, RENDERED_AT);
    expect(html).toContain('Open, closes in 40 min');

    vi.setSystemTime(HYDRATED_AT);
    const container = rootWith(html);
    const hydrated = await hydrateOver(container, <Page router={pageRouter()} />);
    // React kept the server's HTML and changed the text in it to the browser's time.
    expect(hydrated.errors).toEqual([]);
    expect(container.textContent).toContain('Open, closes in 30 min');
    hydrated.unmount();
  });
});
