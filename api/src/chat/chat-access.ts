import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { hexId } from '../http/hex-id.js';
import { ErrorStatus } from '../messages.js';
import { chatExists, sidesOf, type ChatSide } from './chat-repository.js';

/**
 * The members of the chat the person acts as, the one they write as first (themself, else the
 * place or chain they own or manage): 404 when there is no such chat, 403 when they are not in
 * it (nobody reads or writes a chat they are not in, admins included).
 */
export async function requireChatSides(
  db: Queryable,
  chatId: string,
  userId: string,
): Promise<[ChatSide, ...ChatSide[]]> {
  if (!hexId.test(chatId) || !(await chatExists(db, chatId))) throw ApiError.notFound();
  const [first, ...rest] = await sidesOf(db, chatId, userId);
  if (!first) throw new ApiError(ErrorStatus.Forbidden);
  const side = (member: typeof first): ChatSide => ({ chatId, member });
  return [side(first), ...rest.map(side)];
}
