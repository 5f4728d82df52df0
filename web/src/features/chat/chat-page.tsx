import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { ChevronDownIcon, MessagesIcon } from '../../components/ui/icons';
import { IconButton } from '../../components/ui/icon-button';
import { usePageGuard } from '../../components/ui/page-guard';
import { FirstPageState } from '../../components/ui/paged-list';
import { Spinner } from '../../components/ui/spinner';
import {
  ChatDocument,
  DeleteMessageDocument,
  MarkChatViewedDocument,
  MessageListDocument,
  type ChatItem_ChatFragment,
  type MessageItem_MessageFragment,
} from '../../gql/graphql';
import { useActionFailure } from '../../lib/hooks/action-failure';
import {
  MESSAGES_LOAD_OLDER_PX,
  MESSAGES_PAGE_SIZE,
  MESSAGES_SCROLL_DOWN_PX,
} from '../../lib/constants';
import { toAppError } from '../../lib/infra/errors';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { actorHref } from '../notification/notification-wording';
import { ChatAvatar } from './chat-avatar';
import { markChatViewed, writeMessage } from './chat-cache';
import { isOwnMessage } from './chat-sides';
import { MessageInput } from './message-input';
import { MessageItem } from './message-item';
import styles from './chat-page.module.css';
import { useNow } from '../../lib/hooks/use-now';

type Message = MessageItem_MessageFragment;

function distanceFromEnd(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/** While the chat is open, what the counterpart wrote is marked viewed: the counters fall. */
function useMarkViewed(chat: ChatItem_ChatFragment) {
  const [mark] = useMutation(MarkChatViewedDocument);
  const marking = useRef(false);
  const { id, notViewedMessageCount } = chat;
  useEffect(() => {
    if (notViewedMessageCount === 0 || marking.current) return;
    marking.current = true;
    mark({
      variables: { chatId: id },
      update(cache, result) {
        const counters = result.data?.markChatViewed;
        if (counters) markChatViewed(cache, id, counters);
      },
    })
      .catch((failure: unknown) => {
        // Still unread on the server: the counters stay, and the next visit marks them.
        console.warn('Marking the chat viewed failed', failure);
      })
      .finally(() => {
        marking.current = false;
      });
  }, [id, notViewedMessageCount, mark]);
}

/** Deletes one's side's message; one already gone says 'Message not found' and leaves the list. */
function useDeleteMessage(onDeleted: (message: Message) => void) {
  const [remove] = useMutation(DeleteMessageDocument);
  const { cache } = useApolloClient();
  const { showSnackbar } = useSnackbar();
  const fail = useActionFailure();
  return async (message: Message) => {
    try {
      await remove({
        variables: { id: message.id },
        update(cache, result) {
          const deleted = result.data?.deleteMessage;
          if (deleted) writeMessage(cache, deleted);
        },
      });
      onDeleted(message);
    } catch (error) {
      if (toAppError(error).httpStatus === 404) {
        showSnackbar(messages.chat.messageNotFound);
        writeMessage(cache, { ...message, isDeleted: true });
        onDeleted(message);
      } else {
        fail(error, messages.errors.server);
      }
    }
  };
}

/**
 * The chat's messages, oldest first, opened at the newest; older ones load when scrolled near the
 * top (keeping what was on screen in place). New messages follow at the end (scrolling along when
 * the end was in view, or when one's own was just sent); the scroll-down button shows once
 * scrolled up.
 */
function MessageThread({ chat }: { chat: ChatItem_ChatFragment }) {
  const [initialStart] = useState(() => Math.max(0, chat.messageCount - MESSAGES_PAGE_SIZE));
  const [start, setStart] = useState(initialStart);
  const { data, loading, error, refetch, fetchMore } = useQuery(MessageListDocument, {
    variables: { chatId: chat.id, offset: initialStart, limit: MESSAGES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The time texts' clock: while hydrating, the server's render time, so the texts agree.
  const now = useNow();
  const [editing, setEditing] = useState<Message | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [scrolledUp, setScrolledUp] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, top: 0, nearEnd: true });
  const followEnd = useRef(false);
  const deleteMessage = useDeleteMessage((message) => {
    if (editing?.id === message.id) setEditing(null);
  });

  const items = (data?.messages.items ?? []).filter((message) => !message.isDeleted);
  const ids = items.map((message) => message.id).join(',');
  let lastViewedOwn = -1;
  items.forEach((message, index) => {
    if (message.isViewed && isOwnMessage(message, chat)) lastViewedOwn = index;
  });

  const loadOlder = useCallback(async () => {
    if (start === 0 || loadingOlder) return;
    const offset = Math.max(0, start - MESSAGES_PAGE_SIZE);
    setLoadingOlder(true);
    try {
      await fetchMore({ variables: { offset, limit: start - offset } });
      setStart(offset);
    } catch (failure) {
      console.warn('Loading earlier messages failed', failure);
    } finally {
      setLoadingOlder(false);
    }
  }, [start, loadingOlder, fetchMore]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    const list = ids ? ids.split(',') : [];
    const first = list[0] ?? '';
    const last = list.at(-1) ?? '';
    if (!before.last) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages above: what was on screen stays where it was.
      element.scrollTop = before.top + element.scrollHeight - before.height;
    } else if (last !== before.last && (before.nearEnd || followEnd.current)) {
      element.scrollTop = element.scrollHeight;
    }
    followEnd.current = false;
    const nearEnd = distanceFromEnd(element) < MESSAGES_SCROLL_DOWN_PX;
    seen.current = { first, last, height: element.scrollHeight, top: element.scrollTop, nearEnd };
    setScrolledUp(!nearEnd);
  }, [ids]);

  // A first page too short to scroll cannot be scrolled up: the older ones load at once.
  useEffect(() => {
    const element = scroller.current;
    if (element && ids && element.scrollHeight <= element.clientHeight + MESSAGES_LOAD_OLDER_PX) {
      void loadOlder();
    }
  }, [ids, loadOlder]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    const nearEnd = distanceFromEnd(element) < MESSAGES_SCROLL_DOWN_PX;
    seen.current = {
      ...seen.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      nearEnd,
    };
    setScrolledUp(!nearEnd);
    if (element.scrollTop < MESSAGES_LOAD_OLDER_PX) void loadOlder();
  }

  function scrollDown() {
    const element = scroller.current;
    element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }

  return (
    <>
      <div className={styles.thread}>
        <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
          {loadingOlder ? (
            <div className={styles.older}>
              <Spinner label={messages.chat.loadingOlder} />
            </div>
          ) : null}
          <FirstPageState
            loading={loading && !data}
            error={error ?? null}
            onRetry={() => void refetch()}
            isEmpty={items.length === 0}
            missingIsEmpty
            empty={{ icon: <MessagesIcon size={32} />, title: messages.chat.messagesEmpty }}
            loadingLabel={messages.chat.messagesLoading}
          />
          {items.length > 0 ? (
            <ul className={styles.messages} aria-label={messages.chat.messagesLabel}>
              {items.map((message, index) => {
                const own = isOwnMessage(message, chat);
                return (
                  <li key={message.id} className={own ? styles.ownRow : styles.theirRow}>
                    <MessageItem
                      message={message}
                      own={own}
                      viewed={own && index <= lastViewedOwn}
                      now={now}
                      onEdit={setEditing}
                      onDelete={(target) => void deleteMessage(target)}
                    />
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {scrolledUp ? (
          <IconButton
            label={messages.chat.scrollDown}
            icon={ChevronDownIcon}
            size={20}
            onClick={scrollDown}
            className={styles.scrollDown}
          />
        ) : null}
      </div>
      <MessageInput
        chatId={chat.id}
        editing={editing}
        onEditEnd={() => setEditing(null)}
        onSent={() => {
          followEnd.current = true;
        }}
      />
    </>
  );
}

/** `/chats/{chat}` (login required): the counterpart, the messages, and the input. */
export function ChatPage({ chatId }: { chatId: string }) {
  const { data, loading, error } = useQuery(ChatDocument, {
    variables: { id: chatId },
    // The message count decides where the chat opens, so it is read fresh.
    fetchPolicy: 'network-only',
  });
  const chat = data?.chat ?? null;
  const guard = usePageGuard({ found: Boolean(chat), loading, error });
  useHead({ title: chat?.counterpart.name ?? messages.chat.title, noIndex: true });
  if (guard || !chat) return guard;
  return <OpenChat chat={chat} />;
}

function OpenChat({ chat }: { chat: ChatItem_ChatFragment }) {
  useMarkViewed(chat);
  const crumbs: Crumb[] = [
    { label: messages.chat.title, href: paths.chats.getHref() },
    ...(chat.isStaffed
      ? [{ label: messages.chat.placesTitle, href: paths.chatsPlaces.getHref() }]
      : []),
    { label: chat.counterpart.name },
  ];
  return (
    // The chat fills the screen: its messages scroll inside it, its input stays above the bar.
    <div className={styles.page} data-fill-screen>
      <Breadcrumbs crumbs={crumbs} look="profile" />
      <header className={styles.header}>
        <Link to={actorHref(chat.counterpart)} className={styles.avatar} tabIndex={-1} aria-hidden>
          <ChatAvatar actor={chat.counterpart} size={44} />
        </Link>
        <div className={styles.headerText}>
          <h1 className={styles.title}>
            <Link to={actorHref(chat.counterpart)}>{chat.counterpart.name}</Link>
          </h1>
          {chat.isStaffed ? <p className={styles.side}>{chat.side.name}</p> : null}
        </div>
      </header>
      <MessageThread key={chat.id} chat={chat} />
    </div>
  );
}
