import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { MessagesIcon } from '../../components/ui/icons';
import { useActionFailure } from '../../lib/hooks/action-failure';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useRequireLogin } from '../../lib/domain/session';
import type { ChatCounterpart } from './start-chat';

/**
 * 'Write a message' on a profile, a place or a chain: opens the caller's chat with it (the one
 * they have, or a new one). Visitors get the login modal.
 */
export function WriteMessageButton({ to, size }: { to: ChatCounterpart; size?: 'sm' | 'md' }) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const fail = useActionFailure();

  async function open() {
    setLoading(true);
    try {
      const { startChat } = await import('./start-chat');
      const id = await startChat(client, to);
      if (id) void navigate(paths.chat.getHref(id));
    } catch (error) {
      fail(error, messages.errors.server);
    } finally {
      setLoading(false);
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
      {messages.actions.writeMessage}
    </Button>
  );
}
