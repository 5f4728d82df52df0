import { describe, expect, it } from 'vitest';
import type { RestMessage } from '../rest/types.js';
import { authorOf, chatStartBody, messageContent } from './mapping.js';

const message = (fields: Partial<RestMessage>): RestMessage =>
  ({
    id: 'm1',
    chatId: 'c1',
    userId: 'u1',
    user: null,
    place: null,
    organisation: null,
    ...fields,
  }) as RestMessage;

describe('authorOf', () => {
  it('names the place a staff member answered as, not the staff member', () => {
    const place = { id: 'p1', name: 'Falcon Cafe', latinName: 'falcon-cafe', avatar: null };
    expect(authorOf(message({ place: place as RestMessage['place'] }))).toEqual({
      type: 'place',
      id: 'p1',
      name: 'Falcon Cafe',
      latinName: 'falcon-cafe',
      thumbnailUrl: null,
    });
  });

  it("names a person without names 'User' plus the id", () => {
    expect(authorOf(message({ userId: 'u7' }))).toMatchObject({
      type: 'user',
      id: 'u7',
      name: 'User u7',
    });
  });
});

describe('the arguments the api gets', () => {
  it('passes only the counterpart given', () => {
    expect(chatStartBody({ placeId: 'p1', userId: null })).toEqual({ placeId: 'p1' });
  });

  it('leaves out text and images not given, keeps an empty text', () => {
    expect(messageContent({ text: null, imageIds: ['i1'] })).toEqual({ imageIds: ['i1'] });
    expect(messageContent({ text: '' })).toEqual({ text: '' });
  });
});
