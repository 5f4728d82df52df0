import { useParams } from 'react-router';
import { ChatPage } from '../../features/chat/chat-page';
import { ChatsPage } from '../../features/chat/chats-page';
import { useSession } from '../../lib/domain/session';

/**
 * /chats and /chats/places: login required (the route guard takes visitors to the login modal).
 */
export function ChatsRoute({ isStaffed }: { isStaffed: boolean }) {
  const { account } = useSession();
  return account ? <ChatsPage isStaffed={isStaffed} /> : null;
}

/** /chats/{chat}: login required. */
export function ChatRoute() {
  const { account } = useSession();
  const { chatId = '' } = useParams();
  return account ? <ChatPage key={chatId} chatId={chatId} /> : null;
}
