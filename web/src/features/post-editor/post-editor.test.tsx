import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { cityMock, post, postId } from '../../test/post-fixtures';
import { account, signedIn } from '../../test/account-fixtures';
import { loadPostDraft, savePostDraft, emptyDraft } from './drafts';
import {
  CreatePostDocument,
  EditPostDocument,
  PostEditDocument,
  PostEditorPlaceDocument,
  PostPlaceChooserDocument,
} from '../../gql/graphql';

const placeId = 'c'.repeat(24);
const city = { ...london };

/** The api answers `query` with these variables by `data` (read up to `uses` times). */
function answer(query: DocumentNode, variables: object, data: object, uses = 1) {
  return { request: { query, variables }, result: { data }, maxUsageCount: uses };
}

function placeMock(overrides: { hasOwner?: boolean; hasAccess?: boolean | null } = {}) {
  const place = {
    __typename: 'Place' as const,
    id: placeId,
    name: 'Falcon Cafe',
    latinName: 'falcon-cafe',
    hasOwner: overrides.hasOwner ?? true,
    hasAccess: overrides.hasAccess ?? null,
    city,
  };
  return answer(PostEditorPlaceDocument, { id: placeId }, { place }, 5);
}

const created = {
  ...post({ text: 'Great pasta', rating: 5 }),
  city: { __typename: 'City' as const, id: london.id, latinName: london.latinName },
};

function createMock(input: object, result: object) {
  return { request: { query: CreatePostDocument, variables: { input } }, ...result };
}

const refused = new GraphQLError('invalid', {
  extensions: {
    code: 'BAD_USER_INPUT',
    status: 'FieldInvalid',
    httpStatus: 400,
    message: 'There was an error',
    fieldErrors: { text: 'Write a text or attach an image' },
  },
});

/** The editor of a post about the Falcon Cafe, for this person; Publish sends `input`. */
function placeEditor(who: ReturnType<typeof signedIn>, input: object, answer: object) {
  return renderRoute(`/posts/create?placeId=${placeId}`, [
    who,
    cityMock,
    placeMock(),
    createMock(input, answer),
  ]);
}

describe('post creation', () => {
  it('reviews a place: rating from 3, text, then the new post’s page; the draft goes', async () => {
    const input = { type: 'REVIEW', text: 'Great pasta', imageIds: [], placeId, rating: 5 };
    const { router } = placeEditor(signedIn(account()), input, {
      result: { data: { createPost: created } },
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Review')).toBeTruthy();
    expect(screen.getByText('Falcon Cafe')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '3 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Publish as' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '5 of 5' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Great pasta');
    await waitFor(() => expect(loadPostDraft(`place:${placeId}`)?.text).toBe('Great pasta'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${postId}`));
    expect(loadPostDraft(`place:${placeId}`)).toBeNull();
  });

  it('keeps what was typed and shows the server’s reason when the save fails', async () => {
    const input = { type: 'REVIEW', text: 'Great pasta', imageIds: [], placeId, rating: 3 };
    const { router } = placeEditor(signedIn(account()), input, { result: { errors: [refused] } });
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.type(text, 'Great pasta');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Write a text or attach an image');
    expect((text as HTMLTextAreaElement).value).toBe('Great pasta');
    expect(router.state.location.pathname).toBe('/posts/create');
  });

  it('lets someone with access post news as the place', async () => {
    const input = { type: 'NEWS', text: 'New menu', imageIds: [], placeId, byOutlet: true };
    const { router } = placeEditor(signedIn(account({ isAdmin: true })), input, {
      result: { data: { createPost: { ...created, type: 'NEWS' } } },
    });
    const user = userEvent.setup();

    expect(await screen.findByText('News')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Rating' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '3 of 5' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Falcon Cafe' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'New menu');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${postId}`));
  });

  it('starts from the kept draft', async () => {
    savePostDraft('new', { ...emptyDraft, text: 'Half a thought' });
    renderRoute('/posts/create', [signedIn(account()), cityMock]);

    expect(await screen.findByText('Impression')).toBeTruthy();
    const text = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Half a thought');
    expect(screen.getByRole('button', { name: 'Choose on the map' })).toBeTruthy();
  });
});

describe('the newPost flag', () => {
  it('opens post creation from any page, with the place it names', async () => {
    const { router } = renderRoute(`/offer?newPost&placeId=${placeId}`, [
      signedIn(account()),
      cityMock,
      placeMock(),
    ]);

    await waitFor(() => expect(router.state.location.pathname).toBe('/posts/create'));
    expect(router.state.location.search).toBe(`?placeId=${placeId}`);
    expect(await screen.findByText('Falcon Cafe')).toBeTruthy();
  });
});

describe('post place chooser', () => {
  it('lists the city’s places and takes the draft to the chosen one', async () => {
    savePostDraft('new', { ...emptyDraft, text: 'About this place' });
    const { router } = renderRoute('/posts/create/select', [
      signedIn(account()),
      cityMock,
      {
        request: {
          query: PostPlaceChooserDocument,
          variables: { city: london.latinName, filter: null, limit: 10 },
        },
        result: {
          data: {
            places: {
              __typename: 'PlacePage',
              hasMore: false,
              items: [
                {
                  __typename: 'Place',
                  id: placeId,
                  name: 'Falcon Cafe',
                  latinName: 'falcon-cafe',
                  avatar: null,
                  category: null,
                  location: null,
                },
              ],
            },
          },
        },
      },
      placeMock(),
    ]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Falcon Cafe/ }));

    await waitFor(() => expect(router.state.location.search).toBe(`?placeId=${placeId}`));
    expect(router.state.location.pathname).toBe('/posts/create');
    expect(loadPostDraft(`place:${placeId}`)?.text).toBe('About this place');
    expect(loadPostDraft('new')).toBeNull();
  });
});

describe('post edit', () => {
  function editable(hasAccess: boolean) {
    const edited = {
      __typename: 'Post' as const,
      id: postId,
      type: 'REVIEW' as const,
      text: 'Lovely staff',
      rating: 4,
      lat: null,
      lon: null,
      isDeleted: false,
      hasAccess,
      city,
      place: { __typename: 'Place' as const, id: placeId, name: 'Falcon Cafe' },
      organisation: null,
      imageSets: [],
    };
    return answer(PostEditDocument, { id: postId }, { post: edited });
  }

  it('shows the 403 page to someone without access', async () => {
    renderRoute(`/posts/${postId}/edit`, [signedIn(account()), cityMock, editable(false)]);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('keeps the form and says the default when the edit fails without a message', async () => {
    const { router } = renderRoute(`/posts/${postId}/edit`, [
      signedIn(account()),
      cityMock,
      editable(true),
      {
        request: {
          query: EditPostDocument,
          variables: { id: postId, input: { text: 'Lovely staff!', imageIds: [], rating: 4 } },
        },
        result: { errors: [new GraphQLError('boom', { extensions: { httpStatus: 500 } })] },
      },
    ]);
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect((text as HTMLTextAreaElement).value).toBe('Lovely staff');
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An error occurred while editing post')).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('Lovely staff!');
    expect(router.state.location.pathname).toBe(`/posts/${postId}/edit`);
  });
});
