import { InboxPage, InboxTabs } from '../../components/ui/inbox-page';
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
      wording={messages.chat}
      personal={{ to: paths.chats.getHref(), count: counts.chatsForUser }}
      places={{ to: paths.chatsPlaces.getHref(), count: counts.chatsForOutlet }}
    />
  );
}

/**
 * `/chats` and `/chats/places` (login required). The second lists the chats of the places and
 * chains one owns or manages, their shared inbox; anyone else has no access to it.
 */
export function ChatsPage({ isStaffed }: { isStaffed: boolean }) {
  return (
    <InboxPage
      wording={messages.chat}
      href={paths.chats.getHref()}
      forPlaces={isStaffed}
      tabs={<ChatTabs />}
    >
      {isStaffed ? <ResponseTimes /> : null}
      <ChatList key={String(isStaffed)} isStaffed={isStaffed} />
    </InboxPage>
  );
}
