import { useQuery } from '@apollo/client/react';
import { DevelopmentInboxDocument, type ContactInput } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import styles from './auth-modal.module.css';

/**
 * The latest code the development sender kept for this contact, so a person who just ran
 * `npm start` can sign in without a real SMS. Production has no inbox (null): nothing shows.
 * Give it `key` = the time of the last request, so a resent code is read again.
 */
export function DevelopmentInbox({ contact }: { contact: ContactInput }) {
  const { data } = useQuery(DevelopmentInboxDocument, {
    variables: { contact },
    fetchPolicy: 'network-only',
  });
  const latest = data?.developmentInbox?.[0];
  if (!latest) return null;
  return (
    <p className={styles.inbox} aria-label={messages.login.devInbox}>
      <strong>{messages.login.devInbox}</strong>
      {messages.login.devInboxCode(latest.code)}
    </p>
  );
}
