import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { MessagesIcon } from '../../components/ui/icons';
import { useActionFailure } from '../../lib/hooks/action-failure';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useRequireLogin } from '../../lib/domain/session';
import { writeChat } from './chat-cache';
import { StartChatMutation } from './chat-fragments';

/** Whom the chat is with: exactly one person, place or chain. */
export type ChatCounterpart = { userId: string } | { placeId: string } | { organisationId: string };

/**
 * 'Write a message' on a profile, a place or a chain: opens the caller's chat with it (the one
 * they have, or a new one). Visitors get the login modal.
 */
export function WriteMessageButton({ to, size }: { to: ChatCounterpart; size?: 'sm' | 'md' }) {
  const [start, { loading }] = useMutation(StartChatMutation);
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const fail = useActionFailure();

  async function open() {
    try {
      const result = await start({
        variables: to,
        update(cache, answer) {
          const chat = answer.data?.startChat;
          if (chat) writeChat(cache, chat);
        },
      });
      const id = result.data?.startChat.id;
      if (id) void navigate(paths.chat.getHref(id));
    } catch (error) {
      fail(error, messages.errors.server);
    }
  }

  return (
    <Button
      variant="secondary"
      size={size}
      icon={<MessagesIcon size={18} />}
      disabled={loading}
      onClick={() => requireLogin(() => void open())}
    >
      {messages.chat.writeMessage}
    </Button>
  );
}
