// A reproducible plan of random social actions, each of which notifies exactly one person: likes
// (once per person and post), comments and follows (once per pair), never of oneself. Seeded, so a
// failing plan can be run again as it was.
import { mulberry32 } from '../../gateway/src/search/merge.js';

export type ActionKind = 'LIKE' | 'COMMENT' | 'FOLLOWER';

export interface PlannedAction {
  kind: ActionKind;
  actorId: string;
  /** The person the action notifies: the post's author, or the person followed. */
  recipientId: string;
  postId?: string;
}

/** What identifies a notification of this plan, for comparing expected and received. */
export function notificationKey(kind: string, creatorId: string, objectId: string): string {
  return `${kind}:${creatorId}:${objectId}`;
}

/** The key of a notification as a client received it (pushed, or refetched). */
export function receivedKey(notification: {
  type: string;
  creator: { id: string };
  objectId: string;
}): string {
  return notificationKey(notification.type, notification.creator.id, notification.objectId);
}

export function actionsPlan(
  people: readonly { id: string }[],
  posts: readonly { id: string; authorId: string }[],
  count: number,
  seed: number,
): PlannedAction[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const done = new Set<string>();
  const plan: PlannedAction[] = [];
  while (plan.length < count) {
    const actor = pick(people);
    const roll = random();
    if (roll < 0.4) {
      const post = pick(posts);
      const key = `like:${actor.id}:${post.id}`;
      if (post.authorId === actor.id || done.has(key)) continue;
      done.add(key);
      plan.push({ kind: 'LIKE', actorId: actor.id, recipientId: post.authorId, postId: post.id });
    } else if (roll < 0.7) {
      const post = pick(posts);
      if (post.authorId === actor.id) continue;
      plan.push({
        kind: 'COMMENT',
        actorId: actor.id,
        recipientId: post.authorId,
        postId: post.id,
      });
    } else {
      const target = pick(people);
      const key = `follow:${actor.id}:${target.id}`;
      if (target.id === actor.id || done.has(key)) continue;
      done.add(key);
      plan.push({ kind: 'FOLLOWER', actorId: actor.id, recipientId: target.id });
    }
  }
  return plan;
}

/** Runs `task` over `items` with at most `concurrency` at a time; results in the items' order. */
export async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
