import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { useSession } from '../../lib/domain/session';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { CounterBadge } from './counter-badge';
import { LockIcon } from './icons';
import { StateMessage } from './state-message';
import { navLinkClass } from './nav-link-class';
import styles from './inbox-page.module.css';

/** The words of an inbox's tabs (messages.chat, messages.notification). */
export interface InboxTabsWording {
  tabsLabel: string;
  personalTab: string;
  placesTab: string;
  /** What screen readers hear for a tab's count ('3 unread'). */
  counter(count: number): string;
}

/** A tab's address and unread count. */
export interface InboxTab {
  to: string;
  count: number;
}

const tabClass = navLinkClass(styles.tab, styles.tabActive);

function Tab({ tab, label, countLabel }: { tab: InboxTab; label: string; countLabel: string }) {
  return (
    <NavLink to={tab.to} className={tabClass} end>
      {label}
      <CounterBadge count={tab.count} label={countLabel} />
    </NavLink>
  );
}

interface InboxTabsProps {
  wording: InboxTabsWording;
  personal: InboxTab;
  places: InboxTab;
}

/** Mine and Places, each with its unread count. */
function InboxTabs({ wording, personal, places }: InboxTabsProps) {
  return (
    <nav className={styles.tabs} aria-label={wording.tabsLabel}>
      <Tab
        tab={personal}
        label={wording.personalTab}
        countLabel={wording.counter(personal.count)}
      />
      <Tab tab={places} label={wording.placesTab} countLabel={wording.counter(places.count)} />
    </nav>
  );
}

interface InboxPageProps extends InboxTabsProps {
  wording: InboxTabsWording & { title: string; placesTitle: string };
  /** The list of the places and chains one owns or manages, rather than one's own. */
  forPlaces: boolean;
  children: ReactNode;
}

/**
 * The personal list (chats, notifications) or the list of the places and chains one owns or
 * manages; anyone else gets no access to the second. Only those get the tabs between the two
 * (`personal` and `places`, each with its unread count).
 */
export function InboxPage({ wording, personal, places, forPlaces, children }: InboxPageProps) {
  const { account } = useSession();
  const staff = Boolean(account?.isAuthorPlace);
  const { title, placesTitle } = wording;
  useHead({ title, noIndex: true });
  const crumbs: Crumb[] = forPlaces
    ? [{ label: title, href: personal.to }, { label: placesTitle }]
    : [{ label: title }];
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} look="profile" />
      <h1 className={styles.title}>{title}</h1>
      {staff ? <InboxTabs wording={wording} personal={personal} places={places} /> : null}
      {forPlaces && !staff ? (
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
