import { countersReader } from '../notification/notification-repository.js';
import { actsAs, notViewedBy } from './chat-repository.js';

/**
 * The chats not-viewed counters of many people in one query, by person: their own chats holding a
 * message they have not viewed (forUser), and the chats of the places and chains they own or
 * manage holding one the place has not viewed (forOutlet).
 */
export const chatNotViewedCounters = countersReader(
  (userSql, forOutlet) =>
    `(SELECT count(*) FROM chat_members m
      WHERE ${actsAs(userSql, forOutlet)}
        AND EXISTS (SELECT 1 FROM messages x WHERE ${notViewedBy('m')}))::int`,
);
