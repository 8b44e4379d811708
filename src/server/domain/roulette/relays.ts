import { rouletteGame } from '../../../../games/roulette/game';
import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { oncePerBet } from '../../realtime/oncePerBet';
import { relay } from '../../realtime/relayEngine';
import { roundRelay } from '../../realtime/roundRelay';
import type { RoundChange } from '../../../shared/contract/roundFaces';

const rouletteRoom = channelRoom(channels.game('roulette'));

/**
 * Roulette: its round as every round game's (realtime/roundRelay.ts), then its own events on
 * the same lane: bets in batches, at most one per 100 ms, with the live jackpot they feed; the
 * jackpot to every socket (the chat's roulette button shows it on every page) at most once a
 * second while bets feed it, once when a round ends and once when the next opens (the streak
 * shown after a triple green starts again). One lane: a batch read before a phase change goes
 * out first. A player's own bets go to the browser sources that follow them.
 */
export const rouletteRelays: RelayEntries = (services) => {
  const { plays, games } = services.rounds;
  const { roulette } = plays;
  return [
    roundRelay(rouletteGame, () => games.roulette.snapshot()),
    relay({
      on: 'round.changed',
      emit: 'roulette.jackpot',
      audience: { to: 'everyone' },
      lane: 'roulette',
      when: (change) => change.kind === 'roulette' && change.round.phase === 'betting',
      data: (change) => (change as Extract<RoundChange, { kind: 'roulette' }>).round.jackpot,
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
