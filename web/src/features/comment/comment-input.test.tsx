import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadedImageSet } from '../../lib/infra/upload/fake-xhr';
import { meId, otherId, signedIn, visitor } from '../../test/account-fixtures';
import { PostComments } from './post-comments';
import {
  comment as commentFixture,
  commentAuthor,
  commentListMock,
} from '../../test/comment-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { CreateCommentDocument, EditCommentDocument } from '../../gql/graphql';

const postId = 'd'.repeat(24);
const post = {
  __typename: 'Post' as const,
  id: postId,
  commentCount: 2,
  hasAccess: false,
  canHide: false,
  place: null,
  organisation: null,
};

// Comments here were published two minutes ago.
function comment(
  id: string,
  user: ReturnType<typeof commentAuthor>,
  text: string,
  extra: Partial<Record<string, unknown>> = {},
) {
  return commentFixture(
    { id, postId, user, text },
    { timePassed: 120, publicationDate: new Date(Date.now() - 120_000).toISOString(), ...extra },
  );
}

const grace = commentAuthor(otherId, 'Grace Hopper');
const ada = commentAuthor(meId, 'Ada Lovelace');
const fromGrace = comment('1'.repeat(24), grace, 'Lovely terrace.');
const fromAda = comment('2'.repeat(24), ada, 'Agreed, the tarts too.');

const listMock = commentListMock(postId, [fromGrace, fromAda]);

function created(text: string, subject: typeof fromGrace | null) {
  return comment('3'.repeat(24), ada, text, {
    timePassed: 0,
    subjectComment: subject
      ? {
          __typename: 'RepliedComment',
          id: subject.id,
          byOutlet: false,
          user: { __typename: 'User', id: subject.user.id, displayName: subject.user.displayName },
          place: null,
          organisation: null,
        }
      : null,
  });
}

function createMock(text: string, subject: typeof fromGrace | null, imageIds: string[] = []) {
  return {
    request: {
      query: CreateCommentDocument,
      variables: {
        input: {
          postId,
          text,
          imageIds,
          subjectCommentId: subject?.id ?? null,
          byOutlet: false,
        },
      },
    },
    result: {
      data: {
        createComment: {
          __typename: 'CommentChange',
          comment: created(text, subject),
          post: {
            __typename: 'Post',
            id: postId,
            commentCount: 3,
            lastComments: [created(text, subject)],
          },
        },
      },
    },
  };
}

const field = () => screen.getByRole('textbox', { name: 'Comment' });
// The input comes in a chunk of its own, after the comments.
const inputLoaded = () => screen.findByRole('textbox', { name: 'Comment' });

describe('comment input', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for an attached image to upload before sending, then sends it', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const imageId = 'c1'.repeat(12);
    renderInApp(<PostComments post={post} />, [
      signedIn(),
      listMock,
      createMock('A photo', null, [imageId]),
    ]);
    const user = userEvent.setup();
    await screen.findByText('Lovely terrace.');
    await inputLoaded();
    await user.type(field(), 'A photo');
    await user.upload(
      screen.getByTestId('image-upload-input'),
      new File(['jpeg bytes'], 'plate.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    act(() => FakeXhr.sent[0]?.answer(201, { data: { imageSet: uploadedImageSet(imageId) } }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(await within(list).findByText('A photo')).toBeTruthy();
  });

  it('counts characters against 300 and sends with Ctrl+Enter, clearing the draft', async () => {
    renderInApp(<PostComments post={post} />, [signedIn(), listMock, createMock('Me too', null)]);
    const user = userEvent.setup();
    expect(await screen.findByText('Lovely terrace.')).toBeTruthy();
    await inputLoaded();
    expect(field().getAttribute('maxlength')).toBe('300');

    await user.type(field(), 'Me too');
    expect(screen.getByText('6 / 300')).toBeTruthy();
    expect(window.localStorage.getItem(`tavola-comment-draft-${postId}`)).toContain('Me too');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const list = screen.getByRole('list', { name: 'Comments' });
    expect(await within(list).findByText('Me too')).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe('');
    expect(window.localStorage.getItem(`tavola-comment-draft-${postId}`)).toBeNull();
  });

  it('answers a comment: Reply {name} focused, the reply under its parent, Cancel back', async () => {
    renderInApp(<PostComments post={post} />, [
      signedIn(),
      listMock,
      createMock('Which one?', fromGrace),
    ]);
    const user = userEvent.setup();
    const graceComment = await screen.findByRole('article', { name: 'Grace Hopper' });
    await inputLoaded();
    // One's own comment offers no Reply (SPEC section 6).
    const own = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(own).queryByRole('button', { name: 'Reply' })).toBeNull();

    await user.click(within(graceComment).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Reply Grace Hopper')).toBeTruthy();
    expect(document.activeElement).toBe(field());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Reply Grace Hopper')).toBeNull();

    await user.click(within(graceComment).getByRole('button', { name: 'Reply' }));
    await user.type(field(), 'Which one?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const reply = await screen.findByText('Which one?');
    // The reply sits in its parent's thread, not at the end of the list.
    const thread = graceComment.closest('li');
    expect(thread?.contains(reply)).toBe(true);
    expect(screen.queryByText('Reply Grace Hopper')).toBeNull();
  });

  it('edits one’s own comment in Edit comment mode and says it is edited', async () => {
    const editMock = {
      request: {
        query: EditCommentDocument,
        variables: { id: fromAda.id, input: { text: 'Agreed!', imageIds: [] } },
      },
      result: {
        data: {
          editComment: {
            __typename: 'CommentChange',
            comment: { ...fromAda, text: 'Agreed!', isEdited: true },
            post: { __typename: 'Post', id: postId, commentCount: 2 },
          },
        },
      },
    };
    renderInApp(<PostComments post={post} />, [signedIn(), listMock, editMock]);
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await inputLoaded();

    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Edit comment')).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe('Agreed, the tarts too.');
    expect(document.activeElement).toBe(field());
    await user.clear(field());
    await user.type(field(), 'Agreed!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The comment is edited')).toBeTruthy();
    expect(await within(own).findByText('Agreed!')).toBeTruthy();
    expect(screen.queryByText('Edit comment')).toBeNull();
  });

  it('keeps the draft per post and brings it back', async () => {
    window.localStorage.setItem(
      `tavola-comment-draft-${postId}`,
      JSON.stringify({ text: 'Half a thought', imageSets: [] }),
    );
    renderInApp(<PostComments post={post} />, [signedIn(), listMock]);
    await screen.findByText('Lovely terrace.');
    await inputLoaded();
    expect((field() as HTMLTextAreaElement).value).toBe('Half a thought');
    expect(screen.getByText('14 / 300')).toBeTruthy();
  });

  it('opens the login modal when a visitor attaches an image', async () => {
    const { router } = renderInApp(<PostComments post={post} />, [visitor, listMock]);
    await screen.findByText('Lovely terrace.');
    await inputLoaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Attach an image' }));
    await waitFor(() => expect(router.state.location.search).toContain('modal=login'));
  });

  it('opens the login modal when a visitor sends', async () => {
    const { router } = renderInApp(<PostComments post={post} />, [visitor, listMock]);
    const user = userEvent.setup();
    await screen.findByText('Lovely terrace.');
    await inputLoaded();

    await user.type(field(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.search).toContain('modal=login'));
    // Nothing was sent: the text waits for the login.
    expect((field() as HTMLTextAreaElement).value).toBe('Hello');
  });
});
