import { afterEach, describe, expect, it } from 'vitest';
import { draftStore, parseDrafts, readerOf } from './draft-store';
import { readStored } from './storage';

afterEach(() => window.localStorage.clear());

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && 'name' in value;
const named = {
  read: readerOf(isNamed),
  isEmpty: (values: { name: string }) => values.name === '',
};

describe('a draft store', () => {
  it('ignores stored drafts it cannot read', () => {
    expect(parseDrafts('not json', { read: readerOf(isNamed), isEmpty: () => false })).toEqual({});
    expect(
      parseDrafts('{"a":1,"b":{"name":"x"}}', { read: readerOf(isNamed), isEmpty: () => false }),
    ).toEqual({ b: { name: 'x' } });
  });

  it('keeps drafts by key, drops an emptied one and the storage key with the last', () => {
    const store = draftStore('test-drafts', named);
    store.save('a', { name: 'Luna' });
    store.save('b', { name: 'Sol' });
    expect(store.load('a')).toEqual({ name: 'Luna' });
    store.save('a', { name: '' });
    expect(store.load('a')).toBeNull();
    store.clear('b');
    expect(readStored('test-drafts')).toBeNull();
  });

  it('moves a draft to another key with what its kind carries of it', () => {
    const store = draftStore('test-drafts', {
      ...named,
      carry: (values: { name: string }) => ({ name: `${values.name} (moved)` }),
    });
    store.save('new', { name: 'Luna' });
    store.move('new', 'place:p1');
    expect(store.load('new')).toBeNull();
    expect(store.load('place:p1')).toEqual({ name: 'Luna (moved)' });
    store.move('place:p1', 'place:p1');
    expect(store.load('place:p1')).toEqual({ name: 'Luna (moved)' });
  });
});
