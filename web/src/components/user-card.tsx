import { Link } from 'react-router';
import * as messages from '../lib/messages';
import { paths } from '../lib/paths';
import type { SessionUser } from '../lib/domain/session';
import styles from './user-card.module.css';

/** The signed-in person in the side navigation: avatar and name, linking to their profile. */
export function UserCard({ user }: { user: SessionUser }) {
  const avatar = user.avatar?.thumbnail.url;
  return (
    <Link
      to={paths.user.getHref(user.id)}
      className={styles.card}
      aria-label={messages.login.profileLink(user.displayName)}
    >
      {avatar ? (
        <img className={styles.avatar} src={avatar} alt="" width={40} height={40} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {user.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{user.displayName}</span>
    </Link>
  );
}
