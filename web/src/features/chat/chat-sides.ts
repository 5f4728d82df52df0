import type { NotificationActor_ActorFragment } from '../../gql/graphql';

type Side = Pick<NotificationActor_ActorFragment, 'type' | 'id'>;

/**
 * Written by the caller's side of the chat: by them, or (staff reading a place's or chain's chat)
 * by anyone answering as that place or chain.
 */
export function isOwnMessage(message: { author: Side }, chat: { side: Side }): boolean {
  return message.author.type === chat.side.type && message.author.id === chat.side.id;
}

/** A message's words for a preview: its text, or that it is images only. */
export function messagePreview(
  message: { text: string; imageSets: readonly unknown[] },
  imagesOnly: string,
): string {
  const text = message.text.trim();
  return text !== '' ? text : message.imageSets.length > 0 ? imagesOnly : '';
}
