import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { signedIn, signedInAsStaff } from '../../test/account-fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute, sideNavLink } from '../../test/render-route';
import { countersMock } from '../notification/test-fixtures';
import {
  chat,
  falconCafe,
  me,
  message,
  minutesAgo,
  theChain,
  type TestChat,
} from './test-fixtures';
import {
  ChatDocument,
  ChatListDocument,
  ChatResponseTimesDocument,
  DeleteMessageDocument,
  MarkChatViewedDocument,
  MessageListDocument,
  SendMessageDocument,
} from '../../gql/graphql';

function listMock(isStaffed: boolean, items: TestChat[]) {
  return {
    request: { query: ChatListDocument, variables: { isStaffed, offset: 0, limit: 20 } },
    result: { data: { chats: { __typename: 'ChatPage', hasMore: false, items } } },
  };
}

function responseTimesMock(items: { outlet: TestChat['side']; medianSeconds: number | null }[]) {
  return {
    request: { query: ChatResponseTimesDocument },
    result: {
      data: {
        chatResponseTimes: items.map((item) => ({
          __typename: 'ChatResponseTime',
          answeredCount: item.medianSeconds === null ? 0 : 3,
          ...item,
        })),
      },
    },
  };
}

const sideNavMessages = () => sideNavLink(/^Messages/);

describe('chats', () => {
  it('lists chats with their counterpart, last message, time and unread count', async () => {
    const last = message({ text: 'Dinner on Friday?', publicationDate: minutesAgo(0) });
    const unread = chat({ lastMessage: last, notViewedMessageCount: 1 });
    const mine = message({ author: me, userId: me.id, text: 'See you', imageSets: [] });
    const answered = chat({ lastMessage: mine });
    renderRoute('/chats', [
      signedIn(),
      cityMock,
      countersMock(0, 0, [1, 0]),
      listMock(false, [unread, answered]),
    ]);
    const list = await screen.findByRole('list', { name: 'Chats' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe(`/chats/${unread.id}`);
    expect(first!.textContent).toContain('Grace Hopper');
    expect(first!.textContent).toContain('Dinner on Friday?');
    expect(first!.textContent).toContain('1 unread');
    expect(first!.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
    expect(second!.textContent).toContain('You: See you');
    await waitFor(() => expect(sideNavMessages().textContent).toBe('Messages11 unread'));
    expect(document.title).toBe('Messages · Tavola');
  });

  it('says where chats will be when there are none', async () => {
    renderRoute('/chats', [signedIn(), cityMock, countersMock(0, 0, [0, 0]), listMock(false, [])]);
    expect(await screen.findByText('Your chats will be displayed here')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Chat lists' })).toBeNull();
  });

  it("lists a place's chats for its staff, saying who answered or that the guest waits", async () => {
    const waiting = chat({ side: falconCafe, isStaffed: true, lastMessage: message() });
    const answer = message({ author: falconCafe, byOutlet: true, userId: me.id, text: 'Sure' });
    const answered = chat({ side: falconCafe, isStaffed: true, lastMessage: answer });
    renderRoute('/chats/places', [
      signedInAsStaff(),
      cityMock,
      countersMock(0, 0, [0, 1]),
      listMock(true, [waiting, answered]),
      responseTimesMock([{ outlet: falconCafe, medianSeconds: 12 * 60 + 40 }]),
    ]);
    const list = await screen.findByRole('list', { name: 'Chats' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first!.textContent).toContain('Falcon Cafe');
    expect(first!.textContent).toContain('Awaiting an answer');
    expect(second!.textContent).toContain('Answered by you');
    expect(
      await screen.findByText('Median first response: 12 min', { selector: 'span' }),
    ).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Chat lists' });
    expect(
      within(tabs)
        .getByRole('link', { name: /^Places/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it("shows above the inbox how fast each of one's places first answered in 30 days", async () => {
    renderRoute('/chats/places', [
      signedInAsStaff(),
      cityMock,
      countersMock(0, 0, [0, 0]),
      listMock(true, []),
      responseTimesMock([
        { outlet: falconCafe, medianSeconds: 2 * 3600 + 5 * 60 },
        { outlet: theChain, medianSeconds: null },
      ]),
    ]);
    const times = await screen.findByRole('list', { name: 'First responses' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Falcon CafeMedian first response: 2 h 5 min',
      'Tavola TrattoriaNo answered chats in the last 30 days',
    ]);
  });

  it('someone who staffs no place has no access to the places list', async () => {
    renderRoute('/chats/places', [signedIn(), cityMock, countersMock(0, 0, [0, 0])]);
    expect(await screen.findByText('Unfortunately, you have no access to this page')).toBeTruthy();
  });
});

describe('one chat', () => {
  const hello = message({ text: 'Dinner on Friday?', publicationDate: minutesAgo(5) });
  const reply = message({
    author: me,
    userId: me.id,
    text: 'Yes, at eight',
    isViewed: true,
    publicationDate: minutesAgo(4),
  });
  const open = chat({
    id: hello.chatId,
    lastMessage: reply,
    messageCount: 2,
    notViewedMessageCount: 1,
  });

  function chatMocks() {
    return [
      signedIn(),
      cityMock,
      countersMock(0, 0, [1, 0]),
      {
        request: { query: ChatDocument, variables: { id: open.id } },
        result: { data: { chat: open } },
      },
      {
        request: {
          query: MessageListDocument,
          variables: { chatId: open.id, offset: 0, limit: 20 },
        },
        result: {
          data: { messages: { __typename: 'MessagePage', hasMore: false, items: [hello, reply] } },
        },
      },
      {
        request: { query: MarkChatViewedDocument, variables: { chatId: open.id } },
        result: {
          data: {
            markChatViewed: { __typename: 'NotViewedCounters', forUser: 0, forOutlet: 0, total: 0 },
          },
        },
      },
    ];
  }

  it('shows the messages oldest first, marks the chat viewed, and sends with Enter', async () => {
    const sent = message({
      author: me,
      userId: me.id,
      text: 'Table booked',
      publicationDate: minutesAgo(0),
    });
    renderRoute(`/chats/${open.id}`, [
      ...chatMocks(),
      {
        request: {
          query: SendMessageDocument,
          variables: { chatId: open.id, text: 'Table booked', imageIds: [] },
        },
        result: { data: { sendMessage: sent } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Dinner on Friday?',
      'Yes, at eight',
    ]);
    // Only one's own messages carry the viewed mark, Edit and Delete.
    expect(within(items[1]!).getByRole('img', { name: 'Viewed' })).toBeTruthy();
    expect(within(items[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    // Open: the counterpart's message is marked viewed, and the counter falls.
    await waitFor(() => expect(sideNavMessages().textContent).toBe('Messages'));

    const field = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.input(field, { target: { value: 'Table booked' } });
    await waitFor(() =>
      expect(localStorage.getItem(`tavola-message-draft-${open.id}`)).toContain('Table booked'),
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.getItem(`tavola-message-draft-${open.id}`)).toBeNull();
  });

  it("says 'Message not found' when deleting a message already gone, and drops it", async () => {
    renderRoute(`/chats/${open.id}`, [
      ...chatMocks(),
      {
        request: { query: DeleteMessageDocument, variables: { id: reply.id } },
        result: {
          errors: [
            new GraphQLError('Message not found', {
              extensions: { code: 'NOT_FOUND', httpStatus: 404, message: 'Message not found' },
            }),
          ],
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Messages' });
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message not found')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Yes, at eight')).toBeNull());
  });
});
