import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { CounterBadge } from '../../components/ui/counter-badge';
import { MessagesIcon } from '../../components/ui/icons';
import { ScrollingList, useShowMore } from '../../components/ui/paged-list';
import { ChatListDocument, StaffNameDocument, type ChatItem_ChatFragment } from '../../gql/graphql';
import { CHATS_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { ChatAvatar } from './chat-avatar';
import { isOwnMessage, messagePreview } from './chat-sides';
import { chatTimeText, messageDate } from './chat-time';
import inbox from '../../components/ui/inbox-page.module.css';
import styles from './chats.module.css';
import { useNow } from '../../lib/hooks/use-now';

/** The name of the staff member who wrote a place's message (beyond the SPEC). */
function StaffName({ userId }: { userId: string }) {
  const { data } = useQuery(StaffNameDocument, { variables: { id: userId } });
  const name = data?.user?.displayName;
  return name ? <>{messages.chat.answeredBy(name)}</> : null;
}

/**
 * For a place's or chain's inbox: who of its staff answered last, or that the guest is waiting
 * (the newest message is theirs).
 */
function StaffAnswer({ chat, viewerId }: { chat: ChatItem_ChatFragment; viewerId: string | null }) {
  const last = chat.lastMessage;
  if (!last) return null;
  const text = !isOwnMessage(last, chat) ? (
    messages.chat.awaitingAnswer
  ) : last.userId === viewerId ? (
    messages.chat.answeredByYou
  ) : (
    <StaffName userId={last.userId} />
  );
  return <p className={styles.answer}>{text}</p>;
}

function ChatRow({
  chat,
  now,
  viewerId,
}: {
  chat: ChatItem_ChatFragment;
  now: Date;
  viewerId: string | null;
}) {
  const last = chat.lastMessage;
  const when = last ? messageDate(last, now) : new Date(chat.createdAt);
  const words = last ? messagePreview(last, messages.chat.imagesOnly) : messages.chat.noMessagesYet;
  const preview =
    last && isOwnMessage(last, chat) ? messages.chat.lastMessage(messages.chat.you, words) : words;
  const unread = chat.notViewedMessageCount;
  return (
    <article className={unread > 0 ? `${styles.row} ${inbox.unread}` : styles.row}>
      <Link to={paths.chat.getHref(chat.id)} className={styles.rowLink}>
        <span className={styles.avatar}>
          <ChatAvatar actor={chat.counterpart} size={44} />
        </span>
        <span className={styles.rowBody}>
          <span className={styles.rowHead}>
            <strong className={styles.name}>{chat.counterpart.name}</strong>
            {chat.isStaffed ? <span className={styles.sideName}>{chat.side.name}</span> : null}
          </span>
          <span className={styles.preview}>{preview}</span>
        </span>
        <span className={styles.rowEnd}>
          <time className={styles.time} dateTime={when.toISOString()}>
            {chatTimeText(when, now)}
          </time>
          <CounterBadge count={unread} label={messages.chat.counter(unread)} />
        </span>
      </Link>
      {chat.isStaffed ? <StaffAnswer chat={chat} viewerId={viewerId} /> : null}
    </article>
  );
}

/**
 * One's chats, or those of the places and chains one owns or manages, newest activity first,
 * growing by infinite scroll; a chat with news moves up live.
 */
export function ChatList({ isStaffed }: { isStaffed: boolean }) {
  const { account } = useSession();
  const { data, loading, error, refetch, fetchMore } = useQuery(ChatListDocument, {
    variables: { isStaffed, offset: 0, limit: CHATS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The time texts' clock: while hydrating, the server's render time, so the texts agree.
  const now = useNow();
  const page = data?.chats;
  const items = page?.items ?? [];
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: items.length, limit: CHATS_PAGE_SIZE } }),
  );
  const viewerId = account?.user.id ?? null;

  return (
    <ScrollingList
      query={{ loading: loading && !data, error, refetch }}
      page={page}
      more={more}
      empty={{ icon: <MessagesIcon size={32} />, title: messages.chat.empty }}
      className={styles.list}
      wording={messages.chat}
      renderItem={(chat) => <ChatRow chat={chat} now={now} viewerId={viewerId} />}
    />
  );
}
