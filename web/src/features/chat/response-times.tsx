import { useQuery } from '@apollo/client/react';
import * as messages from '../../lib/messages';
import { responseDurationText } from './chat-time';
import styles from './chats.module.css';
import { ChatResponseTimesDocument } from '../../gql/graphql';

/**
 * Above a staff member's inbox (beyond the SPEC): how fast each of their places and chains first
 * answered over the last 30 days, or that it answered no chat then. Nothing while it loads or
 * when it cannot be read: the inbox stands without it.
 */
export function ResponseTimes() {
  const { data } = useQuery(ChatResponseTimesDocument, { fetchPolicy: 'cache-and-network' });
  const items = data?.chatResponseTimes ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={styles.responseTimes} aria-label={messages.chat.responseTimesLabel}>
      {items.map(({ outlet, medianSeconds }) => (
        <li key={`${outlet.type}:${outlet.id}`} className={styles.responseTime}>
          <strong className={styles.name}>{outlet.name}</strong>
          <span>
            {medianSeconds === null || medianSeconds === undefined
              ? messages.chat.noAnsweredChats
              : messages.chat.medianFirstResponse(responseDurationText(medianSeconds))}
          </span>
        </li>
      ))}
    </ul>
  );
}
