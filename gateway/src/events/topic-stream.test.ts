import { describe, expect, it } from 'vitest';
import { MAX_QUEUED_EVENTS, TopicStream } from './topic-stream.js';

/** A read still under way: settled by the test when it chooses. */
function pendingRead<T>() {
  let resolve!: (value: T | undefined) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T | undefined>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function streamOf<T>(accepts?: (event: T) => boolean) {
  const ends: TopicStream<T>[] = [];
  const stream = new TopicStream<T>((ended) => ends.push(ended), accepts);
  return { stream, ends };
}

async function take<T>(stream: TopicStream<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  for (let index = 0; index < count; index += 1) {
    const result = await stream.next();
    if (result.done) break;
    values.push(result.value);
  }
  return values;
}

describe('TopicStream without a first value', () => {
  it('hands pushed events to the iterator in order', async () => {
    const { stream } = streamOf<number>();
    stream.push(1);
    stream.push(2);
    expect(await take(stream, 2)).toEqual([1, 2]);
  });

  it('gives a writer attached later the events that waited for an iterator, then the new ones', () => {
    const { stream } = streamOf<number>();
    stream.push(1);
    const written: number[] = [];
    stream.attach((event) => written.push(event));
    stream.push(2);
    expect(written).toEqual([1, 2]);
  });
});

describe('TopicStream.startWith, iterated', () => {
  it('gives the first value before the events pushed while it was read', async () => {
    const { stream } = streamOf<string>();
    const read = pendingRead<string>();
    stream.startWith(read.promise);
    stream.push('pushed 1');
    stream.push('pushed 2');
    const first = stream.next();
    await settle();
    read.resolve('current');
    expect([(await first).value, ...(await take(stream, 2))]).toEqual([
      'current',
      'pushed 1',
      'pushed 2',
    ]);
    stream.push('pushed 3');
    expect(await take(stream, 1)).toEqual(['pushed 3']);
  });

  it('gives only the events that waited when the read fails, and goes on', async () => {
    const { stream, ends } = streamOf<string>();
    const read = pendingRead<string>();
    stream.startWith(read.promise);
    stream.push('pushed 1');
    read.reject(new Error('api unreachable'));
    expect(await take(stream, 1)).toEqual(['pushed 1']);
    stream.push('pushed 2');
    expect(await take(stream, 1)).toEqual(['pushed 2']);
    expect(ends).toEqual([]);
  });

  it('gives only the events that waited when there is no first value', async () => {
    const { stream } = streamOf<string>();
    stream.startWith(Promise.resolve(undefined));
    stream.push('pushed');
    expect(await take(stream, 1)).toEqual(['pushed']);
  });

  it('lets the first value through whatever `accepts` says, and judges the pushes', async () => {
    const { stream } = streamOf<string>((event) => event.startsWith('mine'));
    const read = pendingRead<string>();
    stream.startWith(read.promise);
    stream.push('not mine');
    stream.push('mine');
    read.resolve('current');
    expect(await take(stream, 2)).toEqual(['current', 'mine']);
  });

  it('ends cleanly when returned while the first value is read', async () => {
    const { stream, ends } = streamOf<string>();
    const read = pendingRead<string>();
    stream.startWith(read.promise);
    stream.push('pushed');
    const waiting = stream.next();
    expect(await stream.return()).toEqual({ value: undefined, done: true });
    expect(await waiting).toEqual({ value: undefined, done: true });
    read.resolve('current');
    await settle();
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    expect(stream.isEnded).toBe(true);
    expect(ends).toEqual([stream]);
  });

  it('ends a subscriber whose first value keeps too many events waiting', async () => {
    const { stream, ends } = streamOf<number>();
    const read = pendingRead<number>();
    stream.startWith(read.promise);
    for (let event = 0; event <= MAX_QUEUED_EVENTS; event += 1) stream.push(event);
    expect(ends).toEqual([stream]);
    read.resolve(-1);
    await settle();
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });
});

describe('TopicStream.startWith, attached to a writer', () => {
  /** A stream attached to a writer that keeps what it is given, its first value being read. */
  function attachedReading() {
    const { stream, ends } = streamOf<string>();
    const written: string[] = [];
    stream.attach((event) => written.push(event));
    const read = pendingRead<string>();
    stream.startWith(read.promise);
    return { stream, ends, written, read };
  }

  it('writes the first value, then what was pushed while it was read, then the rest', async () => {
    const { stream, written, read } = attachedReading();
    stream.push('pushed 1');
    stream.push('pushed 2');
    expect(written).toEqual([]);
    read.resolve('current');
    await settle();
    expect(written).toEqual(['current', 'pushed 1', 'pushed 2']);
    stream.push('pushed 3');
    expect(written).toEqual(['current', 'pushed 1', 'pushed 2', 'pushed 3']);
  });

  it('writes first a value that was read before the writer came', async () => {
    const { stream } = streamOf<string>();
    stream.startWith(Promise.resolve('current'));
    await settle();
    stream.push('pushed');
    const written: string[] = [];
    stream.attach((event) => written.push(event));
    expect(written).toEqual(['current', 'pushed']);
  });

  it('writes only what waited when the read fails', async () => {
    const { stream, ends, written, read } = attachedReading();
    stream.push('pushed 1');
    read.reject(new Error('session ended'));
    await settle();
    stream.push('pushed 2');
    expect(written).toEqual(['pushed 1', 'pushed 2']);
    expect(ends).toEqual([]);
  });

  it('writes nothing once returned while the first value is read', async () => {
    const { stream, ends, written, read } = attachedReading();
    stream.push('pushed');
    await stream.return();
    read.resolve('current');
    await settle();
    stream.push('later');
    expect(written).toEqual([]);
    expect(ends).toEqual([stream]);
  });

  it('ends, rather than fail unheard, when its writer throws on the first value', async () => {
    const { stream, ends } = streamOf<string>();
    const written: string[] = [];
    stream.attach((event) => {
      if (event === 'current') throw new Error('socket gone');
      written.push(event);
    });
    stream.startWith(Promise.resolve('current'));
    stream.push('pushed');
    await settle();
    expect(written).toEqual([]);
    expect(ends).toEqual([stream]);
  });
});
