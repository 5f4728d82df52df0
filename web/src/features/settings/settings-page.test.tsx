import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { meId, signedIn } from '../../test/account-fixtures';
import { ChangePasswordDocument, CurrentCityDocument, DeleteUserDocument } from '../../gql/graphql';

const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

// The session's own logout document (printed the same, so the mock answers it); parsed here
// rather than tagged, so codegen does not see a second operation named Logout.
const logoutMock = {
  request: {
    query: parse('mutation Logout { logout }'),
  },
  result: { data: { logout: true } },
};

async function openSettings(mocks: object[] = []) {
  const view = renderRoute('/settings', [signedIn(), cityMock, ...(mocks as [typeof cityMock])]);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { ...view, user: userEvent.setup() };
}

describe('settings', () => {
  it('shows a wrong old password under its field', async () => {
    const { user } = await openSettings([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { oldPassword: 'not-it', password: 'new-secret' },
        },
        result: {
          errors: [
            new GraphQLError('Incorrect old password', {
              extensions: {
                code: 'OLD_PASSWORD_MISMATCH',
                status: 'OldPasswordMismatch',
                httpStatus: 422,
                message: 'Incorrect old password',
              },
            }),
          ],
        },
      },
    ]);
    await user.type(screen.getByLabelText('Old password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const old = screen.getByLabelText('Old password');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    const errorId = old.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Incorrect old password');
  });

  it('asks for the new password before sending', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('changes the password and says so', async () => {
    const { user } = await openSettings([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { oldPassword: null, password: 'new-secret' },
        },
        result: { data: { changePassword: true } },
      },
    ]);
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The password is successfully changed')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('keeps the notification sound switch in local storage, on by default', async () => {
    const { user } = await openSettings();
    const sound = screen.getByRole('switch', { name: 'Notification sound' });
    expect((sound as HTMLInputElement).checked).toBe(true);
    await user.click(sound);
    expect((sound as HTMLInputElement).checked).toBe(false);
    expect(window.localStorage.getItem('tavola-notification-sound')).toBe('0');
  });

  it('logging out goes to the feed, a visitor no longer on a login-required route', async () => {
    const { user, router } = await openSettings([logoutMock]);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${london.latinName}/feed`));
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('tavola-account')).toBeNull();
    expect(await screen.findByText('You logged out of the account')).toBeTruthy();
  });

  it('deletes the account after confirmation, signs out and goes to the feed', async () => {
    const { user, router } = await openSettings([
      {
        request: { query: DeleteUserDocument, variables: { id: meId } },
        result: { data: { deleteUser: true } },
      },
      logoutMock,
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(router.state.location.search).toContain('modal=delete_user');
    const dialog = await screen.findByRole('dialog', { name: 'Delete account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/${london.latinName}/feed`));
    expect(window.localStorage.getItem('tavola-account')).toBeNull();
  });

  it('closes the delete confirmation on Cancel and keeps the account', async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings');
    expect(window.localStorage.getItem('tavola-account')).not.toBeNull();
  });
});
