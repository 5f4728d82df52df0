import { describe, expect, it } from 'vitest';
import {
  CLOSE_FORBIDDEN,
  CLOSE_REFETCH,
  LiveSockets,
  type ClosableSocket,
} from './live-sockets.js';

function socket(): ClosableSocket & { closedWith?: [number | undefined, string | undefined] } {
  const value: ClosableSocket & { closedWith?: [number | undefined, string | undefined] } = {
    close(code, reason) {
      value.closedWith = [code, reason];
    },
  };
  return value;
}

describe('LiveSockets', () => {
  it('closes every socket of the person who logs out with 4403, and no one else', () => {
    const sockets = new LiveSockets();
    const phone = socket();
    const laptop = socket();
    const other = socket();
    sockets.add(phone, 'ann', 't1');
    sockets.add(laptop, 'ann', 't2');
    sockets.add(other, 'bob', 't3');

    expect(sockets.closeUser('ann')).toBe(2);

    expect(phone.closedWith).toEqual([CLOSE_FORBIDDEN.code, CLOSE_FORBIDDEN.reason]);
    expect(laptop.closedWith).toEqual([4403, 'Forbidden']);
    expect(other.closedWith).toBeUndefined();
    expect(sockets.countOf('ann')).toBe(0);
    expect(sockets.countOf('bob')).toBe(1);
  });

  it("knows a token's person while one of its sockets is open", () => {
    const sockets = new LiveSockets();
    const first = socket();
    sockets.add(first, 'ann', 't1');
    expect(sockets.userOfToken('t1')).toBe('ann');
    expect(sockets.userOfToken('t2')).toBeUndefined();
    sockets.remove(first);
    expect(sockets.userOfToken('t1')).toBeUndefined();
  });

  it('sends every socket to reconnect on a reset', () => {
    const sockets = new LiveSockets();
    const all = [socket(), socket()];
    sockets.add(all[0]!, 'ann', 't1');
    sockets.add(all[1]!, 'bob', 't2');
    expect(sockets.closeAll(CLOSE_REFETCH)).toBe(2);
    expect(all.map((each) => each.closedWith?.[0])).toEqual([1012, 1012]);
    expect(sockets.countOf('ann') + sockets.countOf('bob')).toBe(0);
  });
});
