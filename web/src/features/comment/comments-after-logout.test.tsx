import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { meId, signedIn, visitor } from '../../test/account-fixtures';
import {
  comment,
  commentAuthor,
  commentListMock,
  commentedPost,
  commentedPostId as postId,
} from '../../test/comment-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { useSession } from '../../lib/domain/session';
import { PostComments } from './post-comments';

const fields = {
  id: '1'.repeat(24),
  postId,
  user: commentAuthor(meId, 'Ada Lovelace'),
  text: 'My own words.',
};

// The session's own logout document, parsed here so codegen sees no second Logout operation.
const logoutMock = {
  request: { query: parse('mutation Logout { logout }') },
  result: { data: { logout: true } },
};

function LogOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Test log out
    </button>
  );
}

describe('comments after logging out', () => {
  it('no longer offer Edit and Delete of what was one’s own', async () => {
    renderInApp(
      <>
        <PostComments post={commentedPost()} />
        <LogOutButton />
      </>,
      [
        { ...signedIn(), maxUsageCount: 1 },
        commentListMock(postId, [comment(fields, { hasAccess: true })]),
        logoutMock,
        // Asked again as the visitor the person now is.
        visitor,
        commentListMock(postId, [comment(fields, { hasAccess: false })]),
      ],
    );
    const item = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(item).getByRole('button', { name: 'Edit' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Test log out' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Ada Lovelace' })).queryByRole('button', {
          name: 'Edit',
        }),
      ).toBeNull(),
    );
    const after = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(after).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(after).getByText('My own words.')).toBeTruthy();
  });
});
