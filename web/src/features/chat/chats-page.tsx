import { NavLink } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { CounterBadge } from '../../components/ui/counter-badge';
import { LockIcon } from '../../components/ui/icons';
import { StateMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useUnreadCounts } from '../notification/notification-counters';
import { ChatList } from './chat-list';
import styles from './chats.module.css';
import { ResponseTimes } from './response-times';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;

/** Mine and Places, for those who own or manage places or chains. */
function ChatTabs() {
  const counts = useUnreadCounts();
  return (
    <nav className={styles.tabs} aria-label={messages.chat.tabsLabel}>
      <NavLink to={paths.chats.getHref()} className={tabClass} end>
        {messages.chat.personalTab}
        <CounterBadge
          count={counts.chatsForUser}
          label={messages.chat.counter(counts.chatsForUser)}
        />
      </NavLink>
      <NavLink to={paths.chatsPlaces.getHref()} className={tabClass} end>
        {messages.chat.placesTab}
        <CounterBadge
          count={counts.chatsForOutlet}
          label={messages.chat.counter(counts.chatsForOutlet)}
        />
      </NavLink>
    </nav>
  );
}

/**
 * `/chats` and `/chats/places` (login required). The second lists the chats of the places and
 * chains one owns or manages, their shared inbox; anyone else has no access to it.
 */
export function ChatsPage({ isStaffed }: { isStaffed: boolean }) {
  const { account } = useSession();
  const staff = Boolean(account?.isAuthorPlace);
  const title = messages.chat.title;
  useHead({ title, noIndex: true });
  const crumbs: Crumb[] = isStaffed
    ? [{ label: title, href: paths.chats.getHref() }, { label: messages.chat.placesTitle }]
    : [{ label: title }];
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} look="profile" />
      <h1 className={styles.title}>{title}</h1>
      {staff ? <ChatTabs /> : null}
      {isStaffed && !staff ? (
        <StateMessage
          icon={<LockIcon size={32} />}
          title={messages.errors.forbiddenList}
          role="alert"
        />
      ) : (
        <>
          {isStaffed ? <ResponseTimes /> : null}
          <ChatList key={String(isStaffed)} isStaffed={isStaffed} />
        </>
      )}
    </div>
  );
}
