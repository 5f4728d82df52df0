import { InboxPage } from '../../components/ui/inbox-page';
import * as messages from '../../lib/messages';
import { useInboxTabs } from '../../lib/domain/counters';
import { ChatList } from './chat-list';
import { ResponseTimes } from './response-times';

/**
 * `/chats` and `/chats/places` (login required). The second lists the chats of the places and
 * chains one owns or manages, their shared inbox; anyone else has no access to it.
 */
export function ChatsPage({ isStaffed }: { isStaffed: boolean }) {
  const tabs = useInboxTabs('chats');
  return (
    <InboxPage wording={messages.chat} {...tabs} forPlaces={isStaffed}>
      {isStaffed ? <ResponseTimes /> : null}
      <ChatList key={String(isStaffed)} isStaffed={isStaffed} />
    </InboxPage>
  );
}
