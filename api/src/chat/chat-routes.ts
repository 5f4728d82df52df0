import { Router, type Response } from 'express';
import { z } from 'zod';
import { requireViewer } from '../access/viewer.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { fieldsOf, formBody, booleanField, optionalIdField } from '../http/form-fields.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { chatLimits, chatMessages } from '../messages.js';
import type { ActorRef } from '../notification/notification-repository.js';
import { chatNotViewedCounters, noCounters } from '../counters/not-viewed.js';
import { requireChatSides } from './chat-access.js';
import { deleteChat, markChatViewed, startChat } from './chat-actions.js';
import { chatsJson } from './chat-json.js';
import { staffedResponseTimes } from './chat-response-times.js';
import {
  counterpartExists,
  findChat,
  listChats,
  staffsOutlet,
  type ChatSide,
} from './chat-repository.js';

const listQuery = z.object({
  isStaffed: booleanField().default(false),
  ...pagingFields({ defaultLimit: chatLimits.chatsPageSize }),
});

const startBody = z.object({
  userId: optionalIdField(),
  placeId: optionalIdField(),
  organisationId: optionalIdField(),
});

/** Exactly one of userId, placeId and organisationId; 400 otherwise. */
function counterpartOf(body: z.output<typeof startBody>): ActorRef {
  const given: ActorRef[] = [
    ...(body.userId ? [{ type: 'user' as const, id: body.userId }] : []),
    ...(body.placeId ? [{ type: 'place' as const, id: body.placeId }] : []),
    ...(body.organisationId ? [{ type: 'organisation' as const, id: body.organisationId }] : []),
  ];
  const [counterpart] = given;
  if (!counterpart || given.length > 1) {
    throw ApiError.fieldInvalid({ userId: chatMessages.oneCounterpart });
  }
  return counterpart;
}

/**
 * `/api/v2/chats` (SPEC section 7): the caller's chats, or (isStaffed) those of the places and
 * chains they own or manage, which they read and answer as the place; one chat, start (one per
 * pair), delete (for the caller's side), viewed marks, the not-viewed counters, and how fast
 * the caller's places and chains first answer (beyond the SPEC).
 */
export function chatRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  const countersOf = async (userId: string) =>
    (await chatNotViewedCounters(db, [userId])).get(userId) ?? noCounters;

  async function answer(res: Response, side: ChatSide, userId: string, status = 200) {
    const row = await findChat(db, side);
    if (!row) throw ApiError.notFound();
    const [chat] = await chatsJson(db, storage, [row], userId);
    sendData(res, { chat }, status);
  }

  router.get('/chats', async (req, res) => {
    const viewer = requireViewer(req);
    const query = parseQuery(listQuery, req.query);
    const rows = await listChats(db, viewer.id, query.isStaffed, query);
    sendData(res, { chats: await chatsJson(db, storage, rows, viewer.id) });
  });

  router.get('/chats/not-viewed-count', async (req, res) => {
    const viewer = requireViewer(req);
    sendData(res, await countersOf(viewer.id));
  });

  router.get('/chats/response-times', async (req, res) => {
    const viewer = requireViewer(req);
    sendData(res, { responseTimes: await staffedResponseTimes(db, storage, viewer.id) });
  });

  router.get('/chats/:chatId', async (req, res) => {
    const viewer = requireViewer(req);
    const [side] = await requireChatSides(db, String(req.params.chatId), viewer.id);
    await answer(res, side, viewer.id);
  });

  router.post('/chats', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const counterpart = counterpartOf(parseQuery(startBody, fieldsOf(req)));
    if (counterpart.type === 'user' && counterpart.id === viewer.id) {
      throw ApiError.fieldInvalid({ userId: chatMessages.cannotChatWithSelf });
    }
    if (!(await counterpartExists(db, counterpart))) throw ApiError.notFound();
    if (counterpart.type !== 'user' && (await staffsOutlet(db, viewer.id, counterpart))) {
      throw ApiError.fieldInvalid({
        [`${counterpart.type}Id`]: chatMessages.cannotChatWithOwnOutlet,
      });
    }
    const started = await startChat(db, storage, viewer.id, counterpart);
    const side: ChatSide = { chatId: started.chatId, member: { type: 'user', id: viewer.id } };
    await answer(res, side, viewer.id, started.created ? 201 : 200);
  });

  router.delete('/chats/:chatId', async (req, res) => {
    const viewer = requireViewer(req);
    const [side] = await requireChatSides(db, String(req.params.chatId), viewer.id);
    await deleteChat(db, storage, side);
    await answer(res, side, viewer.id);
  });

  router.post('/chats/:chatId/viewed', async (req, res) => {
    const viewer = requireViewer(req);
    const [side] = await requireChatSides(db, String(req.params.chatId), viewer.id);
    await markChatViewed(db, storage, side);
    sendData(res, await countersOf(viewer.id));
  });

  return router;
}
