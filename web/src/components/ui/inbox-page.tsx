import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { messages } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { CounterBadge } from './counter-badge';
import { LockIcon } from './icons';
import { StateMessage } from './state-message';
import styles from './inbox-page.module.css';

export interface InboxTab {
  to: string;
  label: string;
  count: number;
  /** What screen readers hear for the count ('3 unread'). */
  countLabel: string;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;

/** Mine and Places, each with its unread count. */
export function InboxTabs({ label, tabs }: { label: string; tabs: readonly InboxTab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={tabClass} end>
          {tab.label}
          <CounterBadge count={tab.count} label={tab.countLabel} />
        </NavLink>
      ))}
    </nav>
  );
}

interface InboxPageProps {
  title: string;
  /** The personal list's address, the first crumb on the places' list. */
  href: string;
  /** The places' list: its title follows the personal one in the crumbs. */
  placesTitle: string | null;
  /** Shown only to those who own or manage places or chains. */
  tabs: ReactNode;
  children: ReactNode;
}

/**
 * The personal list (chats, notifications) or, with `placesTitle`, the list of the places and
 * chains one owns or manages; anyone else gets no access to the second.
 */
export function InboxPage({ title, href, placesTitle, tabs, children }: InboxPageProps) {
  const { account } = useSession();
  const staff = Boolean(account?.isAuthorPlace);
  const crumbs: Crumb[] =
    placesTitle !== null ? [{ label: title, href }, { label: placesTitle }] : [{ label: title }];
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} look="profile" />
      <h1 className={styles.title}>{title}</h1>
      {staff ? tabs : null}
      {placesTitle !== null && !staff ? (
        <StateMessage
          icon={<LockIcon size={32} />}
          title={messages.errors.forbiddenList}
          role="alert"
        />
      ) : (
        children
      )}
    </div>
  );
}
