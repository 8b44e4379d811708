import { crashGame } from '../../../../games/crash/game';
import { channels } from '../../../shared/contract';
import type { RelayEntries } from '../../modules/serverModule';
import { channelRoom } from '../../realtime/channels';
import { oncePerBet } from '../../realtime/oncePerBet';
import { relay } from '../../realtime/relayEngine';
import { roundRelay } from '../../realtime/roundRelay';

const crashRoom = channelRoom(channels.game('crash'));

/**
 * Crash: its round as every round game's (realtime/roundRelay.ts), then its own events:
 * cash-outs in batches, at most one per 100 ms, so a crowd cashing out at once is one event;
 * a phase change sends the cash-outs before it first. A player's own bets go to the browser
 * sources that follow them.
 */
export const crashRelays: RelayEntries = (services) => {
  const { games } = services.rounds;
  return [
    roundRelay(crashGame, () => games.crash.snapshot()),
    relay({
      on: 'crash.bet',
      emit: 'crash.bet',
      audience: { to: 'room', rooms: () => crashRoom },
      data: (bet) => bet,
    }),
    relay({
      on: 'crash.cashouts',
      emit: 'crash.cashouts',
      audience: { to: 'room', rooms: () => crashRoom },
      batch: { ms: 100, key: (e) => e.roundId },
      data: ({ roundId }, batched) => ({
        roundId,
        bets: oncePerBet(batched.flatMap((e) => e.bets)),
      }),
    }),
    relay({
      on: 'crash.own-bet',
      emit: 'capture.crash-bet',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      data: ({ roundId, betId, cashedOutAt }) => ({ roundId, betId, cashedOutAt }),
    }),
  ];
};
