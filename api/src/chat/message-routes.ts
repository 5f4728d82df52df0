import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Viewer } from '../access/rules.js';
import { requireViewer } from '../access/viewer.js';
import { requireChatSides } from './chat-access.js';
import { sameMember } from './chat-repository.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { fieldsOf, formBody, idField, idListField, textField } from '../http/form-fields.js';
import { hexId } from '../http/hex-id.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery } from '../http/query.js';
import { attachedImageIds, checkAttachableImages } from '../image/attached-images.js';
import type { ImageStorage } from '../image/storage.js';
import { chatLimits, chatMessages, ErrorStatus, contentMessages } from '../messages.js';
import { deleteMessage, editMessage, sendMessage } from './message-actions.js';
import { messagesJson } from './message-json.js';
import { findMessage, listMessages, type MessageRow } from './message-repository.js';

const listQuery = z.object({
  chatId: idField(),
  ...pagingFields({ defaultLimit: chatLimits.messagesPageSize }),
});

const textOf = () => textField(chatLimits.messageMaxLength);
const imagesOf = () => idListField(chatLimits.messageMaxImages);

const createBody = z.object({
  chatId: idField(),
  text: textOf().default(''),
  imageIds: imagesOf().default([]),
});

const patchBody = z.object({ text: textOf().optional(), imageIds: imagesOf().optional() });

/** A message needs a text or an image (SPEC section 5, as comments). */
function requireContent(text: string, imageIds: readonly string[]): void {
  if (text === '' && imageIds.length === 0) {
    throw ApiError.fieldInvalid({ text: contentMessages.emptyText });
  }
}

const messageNotFound = () =>
  new ApiError(ErrorStatus.RecordNotFound, { message: chatMessages.messageNotFound });

/**
 * `/api/v2/messages` (SPEC section 7): a chat's messages by publication date, send (text and/or
 * images, as the person or as the place they staff), edit and delete. Only members of the chat
 * read and write it (403); a message is edited or deleted only by its side: its author, or for a
 * place's or chain's message, its owners and managers.
 */
export function messageRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  async function answer(res: Response, id: string, status = 200) {
    const row = await findMessage(db, id);
    const [message] = row ? await messagesJson(db, storage, [row]) : [];
    if (!message) throw messageNotFound();
    sendData(res, { message }, status);
  }

  /** The message of the path, the caller's to change: 404 'Message not found', else 403. */
  async function ownMessage(req: Request, viewer: Viewer): Promise<MessageRow> {
    const id = String(req.params.messageId);
    const row = hexId.test(id) ? await findMessage(db, id) : null;
    if (!row || row.is_deleted) throw messageNotFound();
    const sides = await requireChatSides(db, row.chat_id, viewer.id);
    const sender = { type: row.sender_type, id: row.sender_id };
    if (!sides.some((side) => sameMember(side.member, sender))) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    return row;
  }

  router.get('/messages', async (req, res) => {
    const viewer = requireViewer(req);
    const query = parseQuery(listQuery, req.query);
    const [side] = await requireChatSides(db, query.chatId, viewer.id);
    const rows = await listMessages(db, side, query);
    sendData(res, { messages: await messagesJson(db, storage, rows) });
  });

  router.post('/messages', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(createBody, fieldsOf(req));
    const [side] = await requireChatSides(db, body.chatId, viewer.id);
    requireContent(body.text, body.imageIds);
    await checkAttachableImages(db, viewer, body.imageIds);
    const id = await sendMessage(db, storage, side, viewer.id, body);
    await answer(res, id, 201);
  });

  router.patch('/messages/:messageId', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const row = await ownMessage(req, viewer);
    const changes = parseQuery(patchBody, fieldsOf(req));
    const currentIds = await attachedImageIds(db, 'message', row.id);
    if (changes.imageIds) await checkAttachableImages(db, viewer, changes.imageIds, currentIds);
    requireContent(changes.text ?? row.text, changes.imageIds ?? currentIds);
    await editMessage(db, storage, { id: row.id, chatId: row.chat_id }, changes);
    await answer(res, row.id);
  });

  router.delete('/messages/:messageId', async (req, res) => {
    const viewer = requireViewer(req);
    const row = await ownMessage(req, viewer);
    const sender = { type: row.sender_type, id: row.sender_id };
    await deleteMessage(db, storage, { id: row.id, chatId: row.chat_id, sender });
    await answer(res, row.id);
  });

  return router;
}
