import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { serverErrorResult } from '../../test/graphql-errors';
import { renderInApp } from '../../test/render-in-app';
import { RequestPermissionModal } from './request-permission-modal';
import { SharedPermissionsModal } from './shared-permissions-modal';
import {
  GrantPermissionDocument,
  PlaceAccessListsDocument,
  RequestPermissionDocument,
  RevokePermissionDocument,
} from '../../gql/graphql';

const placeId = 'e'.repeat(24);

function person(id: string, displayName: string, email: string | null = null) {
  return {
    __typename: 'User' as const,
    id: id.repeat(24),
    displayName,
    email,
    avatar: null,
  };
}

const olga = person('1', 'Olga Owner', 'olga@tavola.test');
const mina = person('2', 'Mina Manager', 'mina@tavola.test');
const rita = person('3', 'Rita Requester');

function lists(owners: unknown[], managers: unknown[], requesters: unknown[]) {
  return { __typename: 'Place' as const, id: placeId, owners, managers, requesters };
}

function listsMock(place: ReturnType<typeof lists>) {
  return {
    request: { query: PlaceAccessListsDocument, variables: { id: placeId } },
    result: { data: { place } },
  };
}

/** A permission change as the gateway answers it: the person and the place as it is now. */
function change(userId: string, place: ReturnType<typeof lists>) {
  return {
    __typename: 'PermissionChange' as const,
    user: { __typename: 'User' as const, id: userId },
    place: {
      ...place,
      hasAccess: true,
      isOwned: true,
      isManaged: false,
      isStaffed: true,
      isRequested: false,
    },
    organisation: null,
  };
}

function renderModal(mocks: Parameters<typeof renderInApp>[1]) {
  return renderInApp(
    <SharedPermissionsModal subject="place" id={placeId} name="Fig Yard" onClose={() => {}} />,
    [signedIn(), ...(mocks ?? [])],
  );
}

describe('the shared_permissions modal', () => {
  it('lists owners, managers and requests, and gives manager access by e-mail', async () => {
    const before = lists([olga], [], [rita]);
    const after = lists([olga], [mina], [rita]);
    renderModal([
      listsMock(before),
      {
        request: {
          query: GrantPermissionDocument,
          variables: { placeId, email: 'mina@tavola.test', value: 'MANAGER' },
        },
        result: { data: { grantPermission: change(mina.id, after) } },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Access' });
    expect(await within(dialog).findByText('Olga Owner')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Managers' })).getByText('Nobody yet'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Requests' })).getByText('Rita Requester'),
    ).toBeTruthy();

    const who = within(dialog).getByLabelText('User id or e-mail');
    fireEvent.input(who, { target: { value: 'mina' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give access' }));
    expect(await within(dialog).findByText('Enter a user id or an e-mail')).toBeTruthy();

    fireEvent.input(who, { target: { value: ' Mina@Tavola.test ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText('Access to the place is issued')).toBeTruthy();
    expect(
      await within(screen.getByRole('region', { name: 'Managers' })).findByText('Mina Manager'),
    ).toBeTruthy();
    expect((who as HTMLInputElement).value).toBe('');
  });

  it('approves a request as manager and rejects another', async () => {
    const sam = person('4', 'Sam Requester');
    const before = lists([olga], [], [rita, sam]);
    const approved = lists([olga], [rita], [sam]);
    const rejected = lists([olga], [rita], []);
    renderModal([
      listsMock(before),
      {
        request: {
          query: GrantPermissionDocument,
          variables: { placeId, userId: rita.id, value: 'MANAGER' },
        },
        result: { data: { grantPermission: change(rita.id, approved) } },
      },
      {
        request: { query: RevokePermissionDocument, variables: { placeId, userId: sam.id } },
        result: { data: { revokePermission: change(sam.id, rejected) } },
      },
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve Rita Requester as manager' }),
    );
    expect(await screen.findByText('Access to the place is issued')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Sam Requester' }));
    expect(await screen.findByText('Access to the place is deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Requests' })).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Managers' })).getByText('Rita Requester'),
    ).toBeTruthy();
  });

  it("says 'There was an error when deleting access' when a revoke fails", async () => {
    renderModal([
      listsMock(lists([olga], [mina], [])),
      {
        request: { query: RevokePermissionDocument, variables: { placeId, userId: mina.id } },
        result: serverErrorResult(),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mina Manager' }));
    expect(await screen.findByText('There was an error when deleting access')).toBeTruthy();
  });

  it("keeps the server's words when a grant names nobody it knows", async () => {
    renderModal([
      listsMock(lists([olga], [], [])),
      {
        request: {
          query: GrantPermissionDocument,
          variables: { placeId, email: 'nobody@tavola.test', value: 'OWNER' },
        },
        result: {
          errors: [
            new GraphQLError('no such user', {
              extensions: {
                code: 'NOT_FOUND',
                status: 'RecordNotFound',
                httpStatus: 404,
                message: 'The profile with such email does not exist',
              },
            }),
          ],
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Access' });
    fireEvent.input(within(dialog).getByLabelText('User id or e-mail'), {
      target: { value: 'nobody@tavola.test' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Owner' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText('The profile with such email does not exist')).toBeTruthy();
  });
});

describe('the request_permission modal', () => {
  it("asks for access, and says 'There was an error when requesting access' on failure", async () => {
    let closed = 0;
    renderInApp(
      <RequestPermissionModal
        subject="place"
        id={placeId}
        name="Fig Yard"
        onClose={() => (closed += 1)}
      />,
      [
        signedIn(),
        {
          request: { query: RequestPermissionDocument, variables: { placeId } },
          result: serverErrorResult(),
        },
        {
          request: { query: RequestPermissionDocument, variables: { placeId } },
          result: { data: { requestPermission: change('a'.repeat(24), lists([], [], [])) } },
        },
      ],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    expect(within(dialog).getByText(/Ask the team of Fig Yard/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('There was an error when requesting access')).toBeTruthy();
    expect(closed).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(closed).toBe(1));
  });
});
