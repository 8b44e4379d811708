import type { Server } from 'socket.io';
import { channels } from '../../shared/contract';
import { coinFlipGameOf } from '../../shared/contract/coinFlip';
import { levelOf } from '../../shared/levels';
import { inventoryView } from '../domain/inventory/inventoryView';
import { rainStateWire } from '../domain/rain/rainWire';
import type { Services } from '../services';
import { captureMinesStep } from './captureMinesStep';
import { captureTokenRoom } from './captureSockets';
import { channelRoom, userRoom } from './channels';
import { type AnyRelayEntry, relay } from './relayEngine';
import { roomRelays } from './roomRelays';

// Every domain event that reaches a socket, one row each (rule 1 of relays.ts: the process
// where the event happened emits once, to a room or to all, and the adapter carries it to
// every process's sockets).

const crashRoom = channelRoom(channels.game('crash'));
const rouletteRoom = channelRoom(channels.game('roulette'));
const battleListRoom = channelRoom(channels.game('case-battle'));

/** A bet told twice in one batch stands once, as last told, in its first place. */
function oncePerBet<B extends { id: string }>(bets: readonly B[]): B[] {
  return [...new Map(bets.map((bet) => [bet.id, bet])).values()];
}

export function relayTable(io: Server, services: Services): AnyRelayEntry[] {
  const { crash, roulette } = services.rounds;
  return [
    // The player's own tabs.
    relay({
      on: 'user.balance',
      emit: 'user.balance',
      audience: { to: 'player', userId: (e) => e.userId },
      // Not parsed: the hot path of every bet, and its shape is the wallet's own. A payout
      // not shown yet goes with its hold, relative to now: every tab waits for the reveal.
      unparsed: true,
      data: ({ balance, ledgerPosition, reveal }) =>
        reveal ? { balance, ledgerPosition, reveal } : { balance, ledgerPosition },
    }),
    relay({
      on: 'user.xp',
      emit: 'user.xp-updated',
      audience: { to: 'player', userId: (e) => e.userId },
      unparsed: true,
      data: ({ total }) => ({ xp: levelOf(total) }),
    }),
    relay({
      on: 'kyc.verified',
      emit: 'kyc.verified',
      audience: { to: 'player', userId: (e) => e.userId },
      unparsed: true,
      data: () => ({}),
    }),
    relay({
      on: 'user.muted',
      emit: 'user.muted',
      audience: { to: 'player', userId: (e) => e.userId },
      data: ({ until }) => ({ mutedUntil: until ? until.toISOString() : null }),
    }),
    relay({
      on: 'challenge.tracker',
      emit: 'challenge-tracker.update',
      audience: { to: 'player', userId: (e) => e.userId },
      data: ({ tracker }) => ({ tracker }),
    }),
    relay({
      on: 'rewards.rakeback',
      emit: 'rewards.rakeback',
      audience: { to: 'player', userId: (e) => e.userId },
      data: ({ claimable }) => ({ claimable }),
    }),
    // The inventory goes whole, read after the commit, so a tab never merges changes.
    relay({
      on: 'inventory.changed',
      emit: 'inventory.update',
      audience: { to: 'player', userId: (e) => e.userId },
      data: async ({ userId }) => ({ items: inventoryView(await services.inventory.list(userId)) }),
    }),
    relay({
      on: 'xp-boost.activated',
      emit: 'xp-boost.activated',
      audience: { to: 'player', userId: (e) => e.userId },
      unparsed: true,
      data: ({ multiplier, endsAt }) => ({
        xpBoost: { multiplier, endsAt: endsAt.toISOString() },
      }),
    }),
    relay({
      on: 'xp-boost.expired',
      emit: 'xp-boost.expired',
      audience: { to: 'player', userId: (e) => e.userId },
      unparsed: true,
      data: () => ({ xpBoost: null }),
    }),
    relay({
      on: 'user.streamer-mode',
      emit: 'user.streamer-mode',
      audience: { to: 'player', userId: (e) => e.userId },
      unparsed: true,
      data: ({ streamerMode }) => ({ streamerMode }),
    }),
    relay({
      on: 'cashier.crypto-transaction',
      emit: 'cashier.crypto-transaction',
      audience: { to: 'player', userId: (e) => e.userId },
      data: ({ transaction }) => ({ transaction }),
    }),

    // Everyone: chat, rain, the crypto rates.
    relay({
      on: 'chat.message',
      emit: 'chat.new-message',
      audience: { to: 'everyone' },
      data: (message) => ({ message }),
    }),
    relay({
      on: 'chat.update',
      emit: 'chat.update-message',
      audience: { to: 'everyone' },
      data: (update) => update,
    }),
    // The pool is read after the commit, one read at a time: changes during a read ask for
    // one more, so the last state sent is never older than the last change here.
    relay({
      on: 'rain.changed',
      emit: 'rain.update',
      audience: { to: 'everyone' },
      batch: { ms: 0 },
      data: async () => ({ rain: rainStateWire(await services.rain.state()) }),
    }),
    relay({
      on: 'cashier.rates',
      emit: 'cashier.crypto',
      audience: { to: 'everyone' },
      data: ({ rates }) => ({ rates }),
    }),

    // Channels: live drops and races.
    relay({
      on: 'live-drop.created',
      emit: 'live-drops.new',
      audience: { to: 'room', rooms: () => channelRoom(channels.liveDrops) },
      unparsed: true,
      data: (liveDrop) => ({ liveDrop }),
    }),
    // Folds within a second go out as one read of the figures, after the last of them.
    relay({
      on: 'open-books.changed',
      emit: 'open-books.update',
      audience: { to: 'room', rooms: () => channelRoom(channels.openBooks) },
      batch: { ms: 1_000, key: () => 'open-books' },
      data: async () => services.openBooks.figures(),
    }),
    // Changes within a second go out as one board per race, read after the last of them.
    relay({
      on: 'race.changed',
      emit: 'race.update',
      audience: { to: 'room', rooms: () => channelRoom(channels.race) },
      batch: { ms: 1_000, key: (e) => e.raceId },
      data: ({ raceId }) => services.races.board(raceId),
    }),

    // Crash: cash-outs in batches, at most one per 100 ms, so a crowd cashing out at once
    // is one event; a phase change sends the cash-outs before it first.
    relay({
      on: 'crash.round',
      emit: 'crash.round',
      audience: { to: 'room', rooms: () => crashRoom },
      flushes: ['crash.cashouts'],
      data: ({ round }) => ({ round }),
      snapshot: {
        channel: channels.game('crash'),
        emit: 'crash.round',
        read: async () => {
          const round = await crash.snapshot();
          return round ? { round } : null;
        },
      },
    }),
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

    // Roulette: bets in batches, at most one per 100 ms, with the live jackpot they feed;
    // the jackpot to every socket (the chat's roulette button shows it on every page) at
    // most once a second while bets feed it, once when a round ends and once when the next
    // opens (the streak shown after a triple green starts again). One lane: a batch read
    // before a phase change goes out first.
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

    // Case battles: the battle's own channel and, for a public battle, the list's room (a
    // socket in both hears it once). A private battle's creation also goes to its creator's
    // tabs: nobody else knows its link yet.
    relay({
      on: 'case-battle',
      emit: (e) => e.name,
      audience: {
        to: 'room',
        rooms: (e) => {
          const rooms = [channelRoom(channels.caseBattle(e.battleId))];
          if (e.isPublic) rooms.push(battleListRoom);
          else if (e.name === 'case-battle.created') rooms.push(userRoom(e.creatorId));
          return rooms;
        },
      },
      data: (e) => e.data,
    }),

    // Capture rooms: a stream's browser sources. Only the player's own bets and games, told
    // in the same turn as the game's own channel hears them, so a source never hears an
    // outcome first; a private battle goes to its own players alone.
    relay({
      on: 'bet.played',
      emit: 'capture.bet',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      unparsed: true,
      data: ({ bet, pace, revealInMs, animationMs }) => ({ bet, pace, revealInMs, animationMs }),
    }),
    relay({
      on: 'mines.step',
      emit: 'capture.mines',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      // Parsed with the contract, so that no mine of an active game can leave the server.
      data: captureMinesStep,
    }),
    relay({
      on: 'case.opened',
      emit: 'capture.case-opening',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      data: ({ userId: _userId, case: opened, openings, ...timing }) => ({
        case: opened,
        openings: openings.map(({ id, item }) => ({ id, item })),
        ...timing,
      }),
    }),
    relay({
      on: 'crash.own-bet',
      emit: 'capture.crash-bet',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      data: ({ roundId, betId, cashedOutAt }) => ({ roundId, betId, cashedOutAt }),
    }),
    relay({
      on: 'roulette.own-bet',
      emit: 'capture.roulette-bet',
      audience: { to: 'capture', userIds: (e) => [e.userId] },
      data: ({ roundId, betId, option }) => ({ roundId, betId, option }),
    }),
    relay({
      on: 'room.game',
      when: (e) => e.kind === 'coin-flip',
      emit: 'capture.coin-flip',
      audience: { to: 'capture', userIds: (e) => e.userIds },
      data: ({ game }) => ({ game: coinFlipGameOf(game) }),
    }),
    relay({
      on: 'case-battle',
      emit: 'capture.case-battle',
      audience: { to: 'capture', userIds: (e) => e.userIds },
      data: ({ name, data }) => ({ name, data }),
    }),
    // A revoked token's sources are told why, then dropped (socket.io does not reconnect).
    relay({
      on: 'capture.revoked',
      emit: 'capture.revoked',
      audience: { to: 'room', rooms: (e) => captureTokenRoom(e.tokenId) },
      data: () => ({}),
      after: ({ tokenId }) => io.in(captureTokenRoom(tokenId)).disconnectSockets(),
    }),

    // Room games: their rows derived from each manifest.
    ...roomRelays(services.rooms),
  ];
}
