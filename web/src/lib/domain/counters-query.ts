import { graphql } from '../../gql/gql';

/** The unread counters every badge reads: notifications by side and the chats' part. */
export const CountersFragment = graphql(`
  fragment Counters_counters on Counters {
    notifications {
      forUser
      forOutlet
      total
    }
    chats {
      ...ChatCounters_counters
    }
  }
`);

export const CountersQuery = graphql(`
  query Counters {
    counters {
      ...Counters_counters
    }
  }
`);
