import type { Queryable } from '../db/database.js';
import { toImageSet, type ImageSet } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { embeddedActors, type OrganisationRef, type PlaceRef } from '../refs/refs.js';
import type { User } from '../refs/user-json.js';
import type { MessageRow } from './message-repository.js';

/** A message as the api sends it (SPEC section 3, Message); the same for both members. */
export interface Message {
  id: string;
  chatId: string;
  /** The person who wrote it, also when they wrote as a place or chain (which staff answered). */
  userId: string;
  /** The author; null when written as the place or chain. */
  user: User | null;
  placeId: string | null;
  /** The place it was written as. */
  place: PlaceRef | null;
  organisationId: string | null;
  organisation: OrganisationRef | null;
  /** Empty once deleted. */
  text: string;
  imageSets: ImageSet[];
  isEdited: boolean;
  /** The other member of the chat (for a place: any of its staff) has viewed it. */
  isViewed: boolean;
  timePassed: number;
  publicationDate: string;
  status: 'active' | 'deleted';
  isDeleted: boolean;
}

const senderOf = (row: MessageRow) => ({ type: row.sender_type, id: row.sender_id });

/** The JSON of many messages; their authors, places and chains are read once for all. */
export async function messagesJson(
  db: Queryable,
  storage: ImageStorage,
  rows: readonly MessageRow[],
): Promise<Message[]> {
  if (rows.length === 0) return [];
  // The same JSON goes to both members (and into events): nobody's isFollowed.
  const embed = await embeddedActors(db, storage, rows.map(senderOf), null);
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    userId: row.user_id,
    ...embed(senderOf(row)),
    placeId: row.sender_type === 'place' ? row.sender_id : null,
    organisationId: row.sender_type === 'organisation' ? row.sender_id : null,
    text: row.is_deleted ? '' : row.text,
    imageSets: row.is_deleted ? [] : (row.images ?? []).map((image) => toImageSet(image, storage)),
    isEdited: row.is_edited,
    isViewed: row.is_viewed,
    timePassed: row.time_passed,
    publicationDate: new Date(row.created_at).toISOString(),
    status: row.is_deleted ? 'deleted' : 'active',
    isDeleted: row.is_deleted,
  }));
}
