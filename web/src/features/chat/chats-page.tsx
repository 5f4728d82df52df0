import { InboxPage, InboxTabs } from '../../components/ui/inbox-page';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from '../notification/notification-counters';
import { ChatList } from './chat-list';
import { ResponseTimes } from './response-times';

/** Mine and Places, for those who own or manage places or chains. */
function ChatTabs() {
  const counts = useUnreadCounts();
  return (
    <InboxTabs
      label={messages.chat.tabsLabel}
      tabs={[
        {
          to: paths.chats.getHref(),
          label: messages.chat.personalTab,
          count: counts.chatsForUser,
          countLabel: messages.chat.counter(counts.chatsForUser),
        },
        {
          to: paths.chatsPlaces.getHref(),
          label: messages.chat.placesTab,
          count: counts.chatsForOutlet,
          countLabel: messages.chat.counter(counts.chatsForOutlet),
        },
      ]}
    />
  );
}

/**
 * `/chats` and `/chats/places` (login required). The second lists the chats of the places and
 * chains one owns or manages, their shared inbox; anyone else has no access to it.
 */
export function ChatsPage({ isStaffed }: { isStaffed: boolean }) {
  const title = messages.chat.title;
  useHead({ title, noIndex: true });
  return (
    <InboxPage
      title={title}
      href={paths.chats.getHref()}
      placesTitle={isStaffed ? messages.chat.placesTitle : null}
      tabs={<ChatTabs />}
    >
      {isStaffed ? <ResponseTimes /> : null}
      <ChatList key={String(isStaffed)} isStaffed={isStaffed} />
    </InboxPage>
  );
}
