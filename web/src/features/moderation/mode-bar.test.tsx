import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { account, signedIn } from '../../test/account-fixtures';
import { serverErrorResult } from '../../test/graphql-errors';
import { renderInApp } from '../../test/render-in-app';
import { emptyPlaceValues } from '../../lib/domain/place-draft/place-form-values';
import { placeDrafts } from '../../lib/domain/place-draft/drafts';
import { PlaceModeBar } from './mode-bar';
import { previewSaveInput } from './place-preview';
import { ModeratePlaceDocument, SavePlacePreviewDocument } from '../../gql/graphql';

const placeId = 'e'.repeat(24);

function place(overrides: Partial<Parameters<typeof PlaceModeBar>[0]['place']> = {}) {
  return {
    __typename: 'Place' as const,
    id: placeId,
    latinName: 'fig-and-olive',
    moderationStatus: 'ON_MODERATION' as const,
    hasAccess: false,
    ...overrides,
  };
}

const admin = () => signedIn(account({ isAdmin: true }));

function moderated(status: 'PUBLISHED' | 'UNPUBLISHED', reason: string | null) {
  return {
    __typename: 'Place' as const,
    id: placeId,
    moderationStatus: status,
    moderationUnpublishedReason: reason,
  };
}

function alreadyPublished() {
  return {
    errors: [
      new GraphQLError('The place has already been published', {
        extensions: {
          code: 'BAD_USER_INPUT',
          status: 'LogicalError',
          httpStatus: 422,
          message: 'The place has already been published',
        },
      }),
    ],
  };
}

afterEach(() => window.localStorage.clear());

describe('the moderation bar', () => {
  it('is shown to an admin while the place is on moderation, and Accept publishes it', async () => {
    let sent = false;
    renderInApp(<PlaceModeBar place={place()} />, [
      admin(),
      {
        request: { query: ModeratePlaceDocument, variables: { id: placeId, status: 'PUBLISHED' } },
        result: () => {
          sent = true;
          return { data: { moderatePlace: moderated('PUBLISHED', null) } };
        },
      },
    ]);
    const bar = await screen.findByRole('region', { name: 'Mode' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent).toBe(true));
  });

  it.each([
    {
      message: 'The place has already been published',
      when: 'on a second publish',
      result: alreadyPublished,
    },
    {
      message: 'There was an error during publication',
      when: 'when publishing fails otherwise',
      result: serverErrorResult,
    },
  ])("says '$message' $when", async ({ message, result }) => {
    renderInApp(<PlaceModeBar place={place()} />, [
      admin(),
      {
        request: { query: ModeratePlaceDocument, variables: { id: placeId, status: 'PUBLISHED' } },
        result: result(),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('declines with a reason through the Refusal to publish form', async () => {
    let sent = false;
    const { router } = renderInApp(<PlaceModeBar place={place()} />, [
      admin(),
      {
        request: {
          query: ModeratePlaceDocument,
          variables: { id: placeId, status: 'UNPUBLISHED', reason: 'No photos of the hall' },
        },
        result: () => {
          sent = true;
          return { data: { moderatePlace: moderated('UNPUBLISHED', 'No photos of the hall') } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const form = await screen.findByRole('dialog', { name: 'Refusal to publish' });
    expect(router.state.location.search).toBe('?modal=moderation_unpublished_reason');
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(sent).toBe(false);
    fireEvent.input(within(form).getByLabelText('Reason'), {
      target: { value: '  No photos of the hall ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBe(true);
  });

  it('is never shown to the staff of the place, nor to an admin once it is published', async () => {
    const staff = renderInApp(<PlaceModeBar place={place({ hasAccess: true })} />, [signedIn()]);
    await waitFor(() => expect(window.localStorage.getItem('tavola-account')).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Mode' })).toBeNull();
    staff.unmount();
    renderInApp(<PlaceModeBar place={place({ moderationStatus: 'PUBLISHED' })} />, [admin()]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
  });
});

describe('the preview bar', () => {
  const draft = { ...emptyPlaceValues(), name: 'Fig & Olive', description: 'Small plates' };

  it('saves the pending edit of the place form, then drops the draft', async () => {
    placeDrafts.save(placeId, draft);
    let sent = false;
    const { router } = renderInApp(
      <PlaceModeBar place={place({ hasAccess: true, moderationStatus: 'PUBLISHED' })} />,
      [
        signedIn(),
        {
          request: {
            query: SavePlacePreviewDocument,
            variables: { id: placeId, input: previewSaveInput(draft) },
          },
          result: () => {
            sent = true;
            return {
              data: {
                updatePlace: {
                  __typename: 'Place' as const,
                  id: placeId,
                  latinName: 'fig-and-olive',
                  name: 'Fig & Olive',
                  shortDescription: null,
                  description: 'Small plates',
                  parkingInfo: null,
                  roadInfo: null,
                  menuDescription: null,
                  moderationStatus: 'PUBLISHED' as const,
                  moderationUnpublishedReason: null,
                },
              },
            };
          },
        },
      ],
      '/fig-and-olive?preview=1',
    );
    const bar = await screen.findByRole('region', { name: 'Mode' });
    expect(within(bar).getByRole('button', { name: 'Return' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Place is edited')).toBeTruthy();
    expect(sent).toBe(true);
    expect(placeDrafts.load(placeId)).toBeNull();
    expect(router.state.location.pathname).toBe('/fig-and-olive');
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's message when the save fails, and keeps the draft", async () => {
    placeDrafts.save(placeId, draft);
    renderInApp(
      <PlaceModeBar place={place({ hasAccess: true })} />,
      [
        signedIn(),
        {
          request: {
            query: SavePlacePreviewDocument,
            variables: { id: placeId, input: previewSaveInput(draft) },
          },
          result: {
            errors: [
              new GraphQLError('taken', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  status: 'SlugAlreadyExist',
                  httpStatus: 422,
                  message: 'This link is already taken',
                },
              }),
            ],
          },
        },
      ],
      '/fig-and-olive?preview=1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This link is already taken')).toBeTruthy();
    expect(placeDrafts.load(placeId)).not.toBeNull();
  });

  it('goes back to the edit form on Return', async () => {
    placeDrafts.save(placeId, draft);
    const { router } = renderInApp(
      <PlaceModeBar place={place({ hasAccess: true })} />,
      [signedIn()],
      '/fig-and-olive?preview=1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fig-and-olive/edit'));
  });

  it('is not shown to someone without access to the place', async () => {
    placeDrafts.save(placeId, draft);
    renderInApp(
      <PlaceModeBar place={place({ moderationStatus: 'PUBLISHED' })} />,
      [signedIn()],
      '/fig-and-olive?preview=1',
    );
    await waitFor(() => expect(window.localStorage.getItem('tavola-account')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
