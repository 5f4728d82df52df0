import { InboxPage } from '../../components/ui/inbox-page';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from '../notification/notification-counters';
import { ChatList } from './chat-list';
import { ResponseTimes } from './response-times';

/**
 * `/chats` and `/chats/places` (login required). The second lists the chats of the places and
 * chains one owns or manages, their shared inbox; anyone else has no access to it.
 */
export function ChatsPage({ isStaffed }: { isStaffed: boolean }) {
  const counts = useUnreadCounts();
  return (
    <InboxPage
      wording={messages.chat}
      personal={{ to: paths.chats.getHref(), count: counts.chatsForUser }}
      places={{ to: paths.chatsPlaces.getHref(), count: counts.chatsForOutlet }}
      forPlaces={isStaffed}
    >
      {isStaffed ? <ResponseTimes /> : null}
      <ChatList key={String(isStaffed)} isStaffed={isStaffed} />
    </InboxPage>
  );
}
