// Moderating places over real HTTP with the demo people: the admin declines with a reason, the
// owner's save sends the place again, the admin publishes once, and the notifications of each.
import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';
import { placeWrites } from '../test-support/place-writes.js';

const api = useApi();
const { manage, placeOf, moderate, createAs } = placeWrites(api);

describe('moderation', () => {
  interface NotificationJson {
    type: string;
    outcome: string | null;
    objectId: string;
  }
  async function notificationsOf(who: string): Promise<NotificationJson[]> {
    const data = await manage.expectData(200, who, 'GET', '/api/v2/notifications?limit=50');
    return data.notifications as NotificationJson[];
  }

  it('declines with a reason, the owner sends it again, the admin publishes once', async () => {
    const place = await createAs('user10');
    const noReason = await moderate(place.id, 'unpublished');
    expect(noReason.status).toBe(400);

    const declining = await moderate(place.id, 'unpublished', 'Add a photo of the hall');
    expect(declining.status).toBe(200);
    const declined = placeOf(declining.body.data);
    expect(declined).toMatchObject({
      moderationStatus: 'unpublished',
      moderationUnpublishedReason: 'Add a photo of the hall',
    });
    expect(await notificationsOf('user10')).toContainEqual(
      expect.objectContaining({ type: 'status', outcome: 'unpublished', objectId: place.id }),
    );
    // The owner still opens it and sees the reason; a save sends it again.
    const seen = placeOf(await manage.expectData(200, 'user10', 'GET', `/places/${place.id}`));
    expect(seen.moderationUnpublishedReason).toBe('Add a photo of the hall');
    const sent = placeOf(
      await manage.expectData(200, 'user10', 'PATCH', `/places/${place.id}`, {
        description: 'Now with a hall',
      }),
    );
    expect(sent).toMatchObject({
      moderationStatus: 'on-moderation',
      moderationUnpublishedReason: null,
    });

    const publishing = await moderate(place.id, 'published');
    expect(publishing.status).toBe(200);
    const published = placeOf(publishing.body.data);
    expect(published).toMatchObject({
      moderationStatus: 'published',
      moderationUnpublishedReason: null,
    });
    expect(await notificationsOf('user10')).toContainEqual(
      expect.objectContaining({ type: 'status', outcome: 'published', objectId: place.id }),
    );
    const twice = await moderate(place.id, 'published');
    expect(twice.status).toBe(422);
    expect(twice.body.messageUI?.message).toBe('The place has already been published');
    // Now public, in the city's list.
    await manage.expectData(200, null, 'GET', `/places/${place.id}`);
  });
});
