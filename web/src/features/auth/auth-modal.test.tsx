import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { london } from '../../test/fixtures';
import {
  DevelopmentInboxDocument as DevelopmentInbox,
  LoginByCodeDocument as LoginByCode,
  LoginByPasswordDocument as LoginByPassword,
  RequestCodeDocument as RequestCode,
  SessionDocument,
  UpdateProfileDocument as UpdateProfile,
} from '../../gql/graphql';

// The first test also loads the modal's chunk (country list, phone metadata).
vi.setConfig({ testTimeout: 20_000 });

const visitor = {
  request: { query: SessionDocument },
  result: { data: { me: null } },
  maxUsageCount: 10,
};

function account(isNew = false) {
  return {
    __typename: 'Account' as const,
    user: {
      __typename: 'User' as const,
      id: 'c'.repeat(24),
      firstName: isNew ? null : 'Grace',
      secondName: isNew ? null : 'Hopper',
      fullName: isNew ? null : 'Grace Hopper',
      displayName: isNew ? `User ${'c'.repeat(24)}` : 'Grace Hopper',
      avatar: null,
      city: null,
      about: null,
      link: null,
      phone: '447700900123',
      email: null,
    },
    isNew,
    isStaff: false,
    isAdmin: false,
    isRequester: false,
    isContentManager: false,
    isAuthorPlace: false,
  };
}

/** The api refuses `query` with these variables: a 422 of `status`. */
function refused(query: DocumentNode, variables: Record<string, unknown>, status: string) {
  return {
    request: { query, variables },
    result: {
      errors: [
        new GraphQLError('failed', {
          extensions: { code: status, status, httpStatus: 422, message: status },
        }),
      ],
    },
  };
}

const phone = { phone: '447700900123' };

// The switch's radios are named Phone and Email too; the fields are the text boxes.
/** The api sends a code for `purpose` and asks to wait 30 s before the next. */
function codeSent(purpose: 'LOGIN' | 'REGISTRATION') {
  return {
    request: { query: RequestCode, variables: { contact: phone, purpose } },
    result: { data: { requestCode: { __typename: 'CodeRequest', timeout: 30 } } },
  };
}

/** The development inbox shows no code (read on the code step and once more). */
const emptyInbox = {
  request: { query: DevelopmentInbox, variables: { contact: phone } },
  result: { data: { developmentInbox: null } },
  maxUsageCount: 2,
};

/** The right code logs in to `signedInAccount`. */
function loggedInByCode(code: string, signedInAccount: ReturnType<typeof account>) {
  return {
    request: { query: LoginByCode, variables: { contact: phone, code } },
    result: { data: { loginByCode: { __typename: 'Session', account: signedInAccount } } },
  };
}

const phoneField = () => screen.getByRole('textbox', { name: 'Phone' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });

async function openLogin(path = '/offer?modal=login', mocks: object[] = []) {
  window.localStorage.setItem('tavola-current-city', london.latinName);
  const view = renderRoute(path, [visitor, ...(mocks as never[])]);
  // The modal is loaded on first use (with the country list).
  await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });
  return view;
}

/** The api lets the demo phone in with the demo password. */
const loginAccepted = {
  request: { query: LoginByPassword, variables: { contact: phone, password: 'tavola-demo' } },
  result: { data: { loginByPassword: { __typename: 'Session', account: account() } } },
};

/** Types the demo phone and password into the open login modal and sends them. */
async function logInByPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.type(phoneField(), '7700900123');
  await user.type(screen.getByLabelText('Password'), 'tavola-demo{Enter}');
}

describe('the login modal', () => {
  it('checks the fields before sending, without showing their rules (SPEC section 5)', async () => {
    const user = userEvent.setup();
    // No login answer is mocked: a request would fail and show an error above the button.
    await openLogin();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.type(phoneField(), '77009');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(within(dialog).queryByText('This field is required')).toBeNull();
    expect(within(dialog).queryByText(/must match the mask/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // The invalid field takes the focus instead.
    expect(document.activeElement).toBe(phoneField());
  });

  it('signing up shows each rule only while it fails', async () => {
    const user = userEvent.setup();
    await openLogin('/offer?modal=registration');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Get the code' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(1);

    await user.type(phoneField(), '77009');
    expect(phoneField()).toHaveProperty('value', '+44 7700 9');
    expect(screen.getByText('The phone must match the mask +44 #### ######')).toBeTruthy();
    await user.type(phoneField(), '00123');
    expect(phoneField()).toHaveProperty('value', '+44 7700 900123');
    expect(screen.queryByText(/must match the mask/)).toBeNull();
  });

  it('detects the country from the typed calling code', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(phoneField(), '+79123456789');
    expect(phoneField()).toHaveProperty('value', '+7 912 345 67 89');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'RU');
  });

  it('lowercases the e-mail as typed; signing up checks it is one', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(emailField(), 'Ada@Example');
    expect(emailField()).toHaveProperty('value', 'ada@example');
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await screen.findByRole('button', { name: 'Get the code' });
    await user.type(emailField(), '{Enter}');
    expect(await screen.findByText('The value entered is not an email')).toBeTruthy();
  });

  it('says the pair is wrong by mode and clears the password', async () => {
    const user = userEvent.setup();
    await openLogin('/offer?modal=login', [
      refused(LoginByPassword, { contact: phone, password: 'wrong' }, 'CredentialsMismatch'),
    ]);
    await user.type(phoneField(), '7700900123');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('Incorrect phone or password')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });

  it('logs in by password, says so and closes', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/offer?modal=login', [loginAccepted]);
    await logInByPhone(user);
    expect(await screen.findByText('You have successfully authorized')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(window.localStorage.getItem('tavola-account') ?? '{}')).toMatchObject({
      user: { displayName: 'Grace Hopper' },
    });
  });

  it('continues to the redirect route after logging in', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/offer?modal=login&redirect=%2Fterm-of-use', [
      loginAccepted,
    ]);
    await logInByPhone(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/term-of-use'));
  });

  it('keeps the contact when going to Recover password and back', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('dialog', { name: 'Recover password' });
    expect(emailField()).toHaveProperty('value', 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(emailField()).toHaveProperty('value', 'ada@example.com');
  });
});

describe('logging in by a one-time code', () => {
  it('asks for a LOGIN code, logs in with it, and Back returns to Log in with the phone kept', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/offer?modal=login', [
      codeSent('LOGIN'),
      emptyInbox,
      loggedInByCode('2468', account()),
    ]);
    await user.type(phoneField(), '7700900123');
    await user.click(screen.getByRole('button', { name: 'Log in with a one-time code' }));
    await screen.findByRole('dialog', { name: 'Enter the code' });
    expect(router.state.location.search).toContain('modal=confirm_login');
    // Without a development inbox (production) no note shows.
    expect(screen.queryByText(/Latest code/)).toBeNull();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(phoneField()).toHaveProperty('value', '+44 7700 900123');

    // The code went out less than 30 s ago: forward again without asking for another.
    await user.click(screen.getByRole('button', { name: 'Log in with a one-time code' }));
    await screen.findByRole('dialog', { name: 'Enter the code' });
    await user.type(screen.getByLabelText('Code'), '2468');
    expect(await screen.findByText('You have successfully authorized')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('signing up', () => {
  it('shows that the profile exists under the field', async () => {
    const user = userEvent.setup();
    await openLogin('/offer?modal=registration', [
      refused(RequestCode, { contact: phone, purpose: 'REGISTRATION' }, 'UserAlreadyExist'),
    ]);
    await user.type(phoneField(), '7700900123{Enter}');
    expect(await screen.findByText('Profile with such email already exists')).toBeTruthy();
  });

  it('sends the code, submits it at 4 digits, clears a wrong one and fills the profile', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/offer?modal=registration', [
      codeSent('REGISTRATION'),
      {
        request: { query: DevelopmentInbox, variables: { contact: phone } },
        result: {
          data: {
            developmentInbox: [
              { __typename: 'InboxMessage', code: '4321', sentAt: '2026-11-21T19:00:00Z' },
            ],
          },
        },
      },
      refused(LoginByCode, { contact: phone, code: '1111' }, 'CredentialsMismatch'),
      loggedInByCode('4321', account(true)),
    ]);
    await user.type(phoneField(), '7700900123{Enter}');
    await screen.findByRole('dialog', { name: 'Enter the code' });
    expect(router.state.location.search).toContain('modal=confirm_registration');
    expect(screen.getByText('We sent a 4-digit code to +44 7700 900123')).toBeTruthy();
    expect(screen.getByText(/Send the code again in 00:(30|29)/)).toBeTruthy();
    expect(await screen.findByText('Latest code: 4321')).toBeTruthy();

    const code = screen.getByLabelText('Code');
    await user.type(code, '1111');
    expect(await screen.findByText('Incorrect code or email')).toBeTruthy();
    expect(code).toHaveProperty('value', '');

    await user.type(code, '4321');
    await screen.findByRole('dialog', { name: 'Fill out your profile' });
    expect(screen.getByText('You have successfully authorized')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
  });

  it('after the profile, the account is no longer new and the person lands on their city feed', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('tavola-current-city', london.latinName);
    const named = { ...account(false), user: { ...account(false).user, phone: '447700900123' } };
    const { router } = renderRoute('/?modal=registration', [
      { ...visitor, maxUsageCount: 1 },
      codeSent('REGISTRATION'),
      emptyInbox,
      loggedInByCode('4321', account(true)),
      {
        request: {
          query: UpdateProfile,
          variables: {
            id: 'c'.repeat(24),
            input: { firstName: 'Grace', secondName: 'Hopper', cityId: '', about: '', link: '' },
          },
        },
        result: { data: { updateProfile: named.user } },
      },
      // The api clears isNew once the profile has a first name; `me` says so.
      { request: { query: SessionDocument }, result: { data: { me: named } }, maxUsageCount: 5 },
    ]);
    await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });
    await user.type(phoneField(), '7700900123{Enter}');
    await screen.findByRole('dialog', { name: 'Enter the code' });
    await user.type(screen.getByLabelText('Code'), '4321');
    const profile = await screen.findByRole('dialog', { name: 'Fill out your profile' });
    await user.type(within(profile).getByLabelText('First name'), 'Grace');
    await user.type(within(profile).getByLabelText('Second name'), 'Hopper');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/${london.latinName}/feed`));
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(window.localStorage.getItem('tavola-account') ?? '{}')).toMatchObject({
      isNew: false,
      user: { displayName: 'Grace Hopper' },
    });
    // Signed in there: the navigation offers Log out.
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Explore the best/ })).toBeNull();
  });
});
