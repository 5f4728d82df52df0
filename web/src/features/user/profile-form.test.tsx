import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { london, moscow } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { account, city, meId, signedIn } from '../../test/account-fixtures';
import { FakeXhr, uploadedImageSet } from '../../lib/infra/upload/fake-xhr';
import {
  CurrentCityDocument,
  ProfileCitiesDocument,
  ProfileEditDocument,
  UpdateProfileDocument,
  UserProfileDocument,
} from '../../gql/graphql';

const me = account();
const editable = {
  __typename: 'User' as const,
  id: meId,
  displayName: 'Ada Lovelace',
  isDeleted: false,
  firstName: 'Ada',
  secondName: 'Lovelace',
  about: 'Tea and tarts.',
  link: 'https://ada.example',
  city,
  avatar: null,
};

const common = [
  {
    request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
    result: { data: { city: london } },
    maxUsageCount: 5,
  },
  {
    request: { query: ProfileEditDocument, variables: { id: meId } },
    result: { data: { user: editable } },
  },
  {
    request: { query: ProfileCitiesDocument, variables: { query: null, limit: 50 } },
    result: { data: { cities: [city] } },
    maxUsageCount: 5,
  },
];

function saveMock(input: Record<string, string>, result: object) {
  return { request: { query: UpdateProfileDocument, variables: { id: meId, input } }, result };
}

const savedInput = {
  firstName: 'Augusta',
  secondName: 'Lovelace',
  cityId: city.id,
  about: 'Tea and tarts.',
  link: 'https://ada.example',
};

async function openForm(mocks: object[] = []) {
  const view = renderRoute(`/users/${meId}/edit`, [
    signedIn(me),
    ...common,
    ...(mocks as typeof common),
  ]);
  const firstName = await screen.findByLabelText('First name');
  return { ...view, firstName, user: userEvent.setup() };
}

describe('profile form', () => {
  it('asks for the first name before saving', async () => {
    const { firstName, user, router } = await openForm();
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/users/${meId}/edit`);
    // SPEC section 5: the message goes once the rule holds again.
    await user.type(firstName, 'A');
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
  });

  it('refuses a link that is not http or https', async () => {
    const { user } = await openForm();
    const link = screen.getByLabelText('Link');
    await user.clear(link);
    await user.type(link, 'ftp://ada.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The value entered is not a link')).toBeTruthy();
  });

  it('counts the characters of about out of 300', async () => {
    const { user } = await openForm();
    const about = screen.getByLabelText('About');
    expect(screen.getByText('14 / 300')).toBeTruthy();
    await user.type(about, '!!');
    expect(await screen.findByText('16 / 300')).toBeTruthy();
    expect(about.getAttribute('maxlength')).toBe('300');
  });

  it('shows the server field errors under their fields and keeps what was typed', async () => {
    const failure = saveMock(savedInput, {
      errors: [
        new GraphQLError('invalid', {
          extensions: {
            code: 'BAD_USER_INPUT',
            status: 'FieldInvalid',
            httpStatus: 400,
            fieldErrors: { firstName: 'The name is too long' },
          },
        }),
      ],
    });
    const { firstName, user } = await openForm([failure]);
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The name is too long')).toBeTruthy();
    expect((firstName as HTMLInputElement).value).toBe('Augusta');
  });

  it('picks the city from the search results and saves its id', async () => {
    const moscowCity = {
      __typename: 'City' as const,
      id: moscow.id,
      name: moscow.name,
      latinName: moscow.latinName,
    };
    const { user, router } = await openForm([
      {
        request: { query: ProfileCitiesDocument, variables: { query: 'Mos', limit: 50 } },
        result: { data: { cities: [moscowCity] } },
      },
      saveMock(
        { ...savedInput, firstName: 'Ada', cityId: moscow.id },
        { data: { updateProfile: { ...me.user, city: moscowCity } } },
      ),
    ]);
    // One control for the city: a searchable select showing the chosen city.
    expect(screen.queryByLabelText('Search city')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    const box = screen.getByRole('combobox', { name: 'City' });
    expect((box as HTMLInputElement).value).toBe('London');
    await user.type(box, 'Mos');
    const list = screen.getByRole('listbox');
    await user.click(await within(list).findByRole('option', { name: 'Moscow' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('Moscow');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${meId}`));
  });

  it('clears the city with the keyboard: Not chosen is first, Enter picks without saving', async () => {
    const { user, router } = await openForm([
      saveMock(
        { ...savedInput, firstName: 'Ada', cityId: '' },
        { data: { updateProfile: { ...me.user, city: null } } },
      ),
    ]);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.click(box);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not chosen', 'London']);
    expect(within(list).getByRole('option', { name: 'London' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Enter}');
    // Enter took 'Not chosen' and did not submit the form.
    expect((box as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname).toBe(`/users/${meId}/edit`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${meId}`));
  });

  it('saves, mirrors the profile into the stored account and returns to the profile', async () => {
    const saved = {
      ...me.user,
      firstName: 'Augusta',
      fullName: 'Augusta Lovelace',
      displayName: 'Augusta Lovelace',
    };
    const profile = {
      __typename: 'User' as const,
      id: meId,
      displayName: 'Augusta Lovelace',
      firstName: 'Augusta',
      secondName: 'Lovelace',
      avatar: null,
      city,
      about: 'Tea and tarts.',
      link: 'https://ada.example',
      postCount: 1,
      followerCount: 5,
      followingCount: 12,
      isDeleted: false,
    };
    const { firstName, user, router } = await openForm([
      saveMock(savedInput, { data: { updateProfile: saved } }),
      {
        request: { query: UserProfileDocument, variables: { id: meId } },
        result: { data: { user: profile } },
      },
    ]);
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile is edited')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${meId}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Augusta Lovelace' })).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem('tavola-account') ?? '{}') as typeof me;
    expect(stored.user.firstName).toBe('Augusta');
  });

  it('uploads an avatar and saves the profile with its id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = [];
    const avatarId = 'e'.repeat(24);
    const uploaded = uploadedImageSet(avatarId);
    const saved = {
      ...me.user,
      avatar: { __typename: 'ImageSet' as const, id: avatarId, thumbnail: uploaded.thumbnail },
    };
    const { user } = await openForm([
      saveMock({ ...savedInput, firstName: 'Ada', avatarId }, { data: { updateProfile: saved } }),
    ]);
    try {
      await user.upload(screen.getByTestId('image-upload-input'), new File(['x'], 'me.jpg'));
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      // Saving waits for the upload.
      expect(save.disabled).toBe(true);
      FakeXhr.sent[0]?.answer(201, { data: { imageSet: uploaded } });
      await waitFor(() => expect(save.disabled).toBe(false));
      expect(screen.getByRole('button', { name: 'Change avatar' })).toBeTruthy();
      await user.click(save);

      expect(await screen.findByText('Profile is edited')).toBeTruthy();
      const stored = JSON.parse(window.localStorage.getItem('tavola-account') ?? '{}') as {
        user: { avatar: { id: string } | null };
      };
      expect(stored.user.avatar?.id).toBe(avatarId);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
