import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { exampleServerPayloads } from '../../../../shared/contract/examples';
import { captureBetPayload } from '../../../../shared/contract/streamer';
import { type CaptureStatus, openCaptureFeed } from './capture-feed';

/** Enough of a socket.io client for the feed: events both ways, acks answered by `join`. */
function fakeSocket(join: (payload: unknown) => unknown) {
  const emitter = new EventEmitter();
  const sent: unknown[] = [];
  let closed = false;
  const socket = {
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    off: (event: string, listener: (...args: unknown[]) => void) => emitter.off(event, listener),
    timeout: () => ({
      emitWithAck: async (event: string, payload: unknown) => {
        sent.push([event, payload]);
        return join(payload);
      },
    }),
    close: () => {
      closed = true;
    },
  };
  return {
    socket: socket as unknown as Socket,
    hear: (event: string, ...args: unknown[]) => emitter.emit(event, ...args),
    sent,
    isClosed: () => closed,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function record(token: string, join: (payload: unknown) => unknown) {
  const fake = fakeSocket(join);
  const statuses: Array<[CaptureStatus, string | undefined]> = [];
  const bets: unknown[] = [];
  let joins = 0;
  const feed = openCaptureFeed(
    token,
    (status, message) => statuses.push([status, message]),
    () => fake.socket,
  );
  const stop = feed.on('capture.bet', captureBetPayload, (bet) => bets.push(bet));
  feed.onJoined(() => joins++);
  return { ...fake, statuses, bets, feed, stop, joins: () => joins };
}

describe('openCaptureFeed', () => {
  it('joins with its token on every connect and passes on the bets the contract accepts', async () => {
    const feed = record('cap_token', () => ({ data: { watching: true } }));
    feed.hear('connect');
    await flush();
    expect(feed.sent).toEqual([['capture.join', { data: { token: 'cap_token' } }]]);
    expect(feed.statuses.at(-1)).toEqual(['watching', undefined]);

    feed.hear('capture.bet', exampleServerPayloads['capture.bet']);
    feed.hear('capture.bet', { data: { bet: { id: 'x' }, pace: 'normal' } });
    expect(feed.bets).toEqual([exampleServerPayloads['capture.bet'].data]);

    feed.hear('disconnect', 'transport close');
    expect(feed.statuses.at(-1)).toEqual(['offline', undefined]);
    feed.hear('connect');
    await flush();
    expect(feed.sent).toHaveLength(2);
    expect(feed.joins()).toBe(2);
    expect(feed.isClosed()).toBe(false);

    feed.stop();
    feed.hear('capture.bet', exampleServerPayloads['capture.bet']);
    expect(feed.bets).toHaveLength(1);
  });

  it('stops for good when the token is refused, saying why', async () => {
    const feed = record('cap_bad', () => ({
      error: { code: 'INVALID_CAPTURE_TOKEN', message: 'This capture link is not valid' },
    }));
    feed.hear('connect');
    await flush();
    expect(feed.statuses.at(-1)).toEqual(['refused', 'This capture link is not valid']);
    expect(feed.isClosed()).toBe(true);
    expect(feed.joins()).toBe(0);
  });

  it('stops for good when revoked, by the event or by the server dropping it', async () => {
    const told = record('cap_token', () => ({ data: { watching: true } }));
    told.hear('connect');
    await flush();
    told.hear('capture.revoked', { data: {} });
    told.hear('disconnect', 'io server disconnect');
    expect(told.statuses.filter(([status]) => status === 'revoked')).toHaveLength(1);
    expect(told.isClosed()).toBe(true);

    const dropped = record('cap_token', () => ({ data: { watching: true } }));
    dropped.hear('disconnect', 'io server disconnect');
    expect(dropped.statuses.at(-1)).toEqual(['revoked', undefined]);
  });
});
