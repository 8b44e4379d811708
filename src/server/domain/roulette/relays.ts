import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { oncePerBet } from '../../realtime/oncePerBet';
import { relay } from '../../realtime/relayEngine';

const rouletteRoom = channelRoom(channels.game('roulette'));

/**
 * Roulette: bets in batches, at most one per 100 ms, with the live jackpot they feed; the
 * jackpot to every socket (the chat's roulette button shows it on every page) at most once a
 * second while bets feed it, once when a round ends and once when the next opens (the streak
 * shown after a triple green starts again). One lane: a batch read before a phase change goes
 * out first. A player's own bets go to the browser sources that follow them.
 */
export const rouletteRelays: RelayEntries = (services) => {
  const { roulette } = services.rounds;
  return [
    relay({
      on: 'roulette.round',
      emit: 'roulette.round',
      audience: { to: 'room', rooms: () => rouletteRoom },
      lane: 'roulette',
      flushes: ['roulette.bets'],
      data: ({ round }) => ({ round }),
      snapshot: {
        channel: channels.game('roulette'),
        emit: 'roulette.round',
        read: async () => {
          const round = await roulette.snapshot();
          return round ? { round } : null;
        },
      },
    }),
    relay({
      on: 'roulette.round',
      emit: 'roulette.jackpot',
      audience: { to: 'everyone' },
      lane: 'roulette',
      when: ({ round }) => round.phase === 'betting',
      data: ({ round }) => round.jackpot,
    }),
    relay({
      on: 'roulette.bet',
      emit: 'roulette.bets',
      audience: { to: 'room', rooms: () => rouletteRoom },
      lane: 'roulette',
      batch: { ms: 100, key: (e) => e.roundId },
      data: async ({ roundId }, batched) => ({
        roundId,
        bets: oncePerBet(batched.map((e) => e.bet)),
        jackpot: await roulette.jackpot(),
      }),
    }),
    relay({
      on: 'roulette.bet',
      emit: 'roulette.jackpot',
      audience: { to: 'everyone' },
      lane: 'roulette',
      batch: { ms: 100, spacingMs: 1_000 },
      data: () => roulette.jackpot(),
    }),
    relay({
      on: 'roulette.ended',
      emit: 'roulette.jackpot',
      audience: { to: 'everyone' },
      lane: 'roulette',
      data: ({ jackpot }) => jackpot,
    }),
    relay({
      on: 'roulette.own-bet',
      emit: 'capture.roulette-bet',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      data: ({ roundId, betId, option }) => ({ roundId, betId, option }),
    }),
  ];
};
