import type { Server as HttpServer } from 'node:http';
import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import { levelOf } from '../../shared/levels';
import type { Services } from '../services';
import { userRoom } from './channels';
import { relayChallenges } from './challengesRelay';
import { relayCrash } from './crashRelay';
import { relayInventory } from './inventoryRelay';
import { relayCoinFlip } from './coinFlipRelay';
import { relayCaseBattles } from './caseBattleRelay';
import { relayLiveDrops } from './liveDropsRelay';
import { relayNotifications } from './notificationRelay';
import { relayRain } from './rainRelay';
import { relayRoulette } from './rouletteRelay';
import { relayRaces } from './raceRelay';
import { relayRewards } from './rewardsRelay';
import { relayCashier } from './cashierRelay';
import { relayStreamer } from './captureSockets';
import { relayCaptureMines } from './captureMinesRelay';
import { relayCaptureVersus } from './captureVersusRelay';
import { relayCaptureRounds } from './captureRoundsRelay';

/**
 * The one place where domain events become socket events. Each relay follows one of the
 * cluster rules (ARCHITECTURE.md, "Realtime"):
 *
 * 1. Room or everyone: the process where the domain event happened emits once, to a room
 *    or to all (`io.to(room).emit`, `io.emit`), and the socket.io adapter carries it to
 *    every process's sockets. Balances, chat, live drops, rain and the crash and roulette rounds.
 * 2. Per socket: when who hears it depends on what each socket holds (a notification's
 *    audience, a session's sockets), the fact goes through the broadcast port
 *    (services.broadcast) and every process applies it to its own sockets (`io.local`).
 *    Notifications; ended sessions (sessionSockets.ts).
 * 3. Counts of the whole cluster (online players, players per game) are taken by each
 *    process with `fetchSockets()` and told to its own sockets only (onlinePresence.ts,
 *    gameActivity.ts): no domain event, no fan-out.
 *
 * Whatever the rule, every socket hears an event once, and nothing leaves the server that
 * the contract does not describe.
 */
export function registerRelays(io: Server, httpServer: HttpServer, services: Services): void {
  const stops = [
    // Rule 1: only the committing process hears the wallet's event.
    services.events.on('user.balance', ({ userId, balance, ledgerPosition, reveal }) => {
      // Not parsed: the hot path of every bet, and its shape is the wallet's own. A payout
      // not shown yet goes with its hold, relative to now: every tab waits for the reveal.
      const data = reveal ? { balance, ledgerPosition, reveal } : { balance, ledgerPosition };
      io.to(userRoom(userId)).emit('user.balance', { data });
    }),
    // Rule 1: a settled wager's XP, with its level and progress (the contract's xp).
    services.events.on('user.xp', ({ userId, total }) => {
      io.to(userRoom(userId)).emit('user.xp-updated', { data: { xp: levelOf(total) } });
    }),
    // Rule 1: an approved KYC document; the client reloads the user.
    services.events.on('kyc.verified', ({ userId }) => {
      io.to(userRoom(userId)).emit('kyc.verified', { data: {} });
    }),
    // Rule 1: a mute set or lifted, so every tab of the player updates its composer.
    services.events.on('user.muted', ({ userId, until }) => {
      io.to(userRoom(userId)).emit(
        'user.muted',
        serverEvents['user.muted'].payload.parse({
          data: { mutedUntil: until ? until.toISOString() : null },
        }),
      );
    }),
    // Rule 1: the feed fires where the message was written or removed.
    services.chat.feed.on('message', (message) => {
      io.emit(
        'chat.new-message',
        serverEvents['chat.new-message'].payload.parse({ data: { message } }),
      );
    }),
    services.chat.feed.on('update', (update) => {
      io.emit(
        'chat.update-message',
        serverEvents['chat.update-message'].payload.parse({ data: update }),
      );
    }),
    relayLiveDrops(io, services),
    relayCrash(io, services),
    relayCoinFlip(io, services),
    relayRoulette(io, services),
    relayRaces(io, services),
    relayChallenges(io, services),
    relayInventory(io, services),
    relayRewards(io, services),
    relayCashier(io, services),
    relayStreamer(io, services),
    relayCaptureMines(io, services),
    relayCaptureVersus(io, services),
    relayCaptureRounds(io, services),
  ];
  relayRain(io, httpServer, services);
  relayNotifications(io, httpServer, services);
  relayCaseBattles(io, httpServer, services);
  httpServer.once('close', () => stops.forEach((stop) => stop()));
}
