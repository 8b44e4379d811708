import { z } from 'zod';
import { ackOf, clientEvent, serverEvent, type ClientEvent, type ServerEvent } from './define';
import { entityIdSchema, isoDateTimeSchema, tokenSchema } from './common';
import {
  caseBattleCompletedPayload,
  caseBattleCreatedPayload,
  caseBattleJoinedPayload,
  caseBattleLeftPayload,
  caseBattleRoundPayload,
  caseBattleStartedPayload,
  caseBattleStartingPayload,
  spectatorDataPayload,
} from './battles';
import { cashierCryptoPayload } from './cashier';
import { cryptoTransactionPayload } from './cashierCrypto';
import { chatNewMessagePayload, chatUpdateMessagePayload, sendChatMessagePayload } from './chat';
import { challengeTrackerUpdatePayload } from './challenges';
import { gamesActivityPayload } from './games';
import { inventoryUpdatePayload } from './inventory';
import { liveDropsNewPayload } from './liveDrops';
import { crashBetPayload, crashCashoutsPayload, crashRoundPayload } from './crash';
import { coinFlipGamePayload, coinFlipGamesPayload } from './coinFlip';
import {
  notificationExpirePayload,
  notificationNewPayload,
  notificationUpdatePayload,
} from './notifications';
import { rainUpdatePayload } from './rain';
import { openBooksUpdatePayload } from './openBooks';
import { raceUpdatePayload } from './races';
import { rewardsRakebackPayload } from './rewards';
import { streamerClientEvents, streamerServerEvents } from './streamer';
import { captureVersusServerEvents } from './captureVersus';
import { captureRoundsServerEvents } from './captureRounds';
import { captureMinesServerEvents } from './captureMines';
import { rouletteBetsPayload, rouletteJackpotPayload, rouletteRoundPayload } from './roulette';
import {
  kycVerifiedPayload,
  userBalancePayload,
  userMutedPayload,
  userOnlineCountPayload,
  userXpUpdatedPayload,
  xpBoostActivatedPayload,
  xpBoostExpiredPayload,
} from './users';

const sessionAck = ackOf(z.object({ state: z.boolean() }));

/**
 * The client answers by reloading its session. A ban says so, with its end (null: none),
 * because the banned player would otherwise be logged out without a word.
 */
const sessionEndedPayload = z.object({
  data: z.object({ ban: z.object({ until: isoDateTimeSchema.nullable() }).optional() }),
});

export const clientEvents = {
  login: clientEvent({
    summary: 'Attach the user of a websocket token to this socket',
    payload: z.object({ data: z.object({ token: tokenSchema }).strict() }).strict(),
    ack: sessionAck,
  }),
  logout: clientEvent({
    summary: 'Detach the user from this socket',
    payload: z.undefined().or(z.object({})),
    ack: sessionAck,
  }),
  'chat.send-message': clientEvent({
    summary: 'Post a message to a chat channel',
    payload: sendChatMessagePayload,
    ack: ackOf(z.object({ id: entityIdSchema })),
  }),
  ...streamerClientEvents,
} satisfies Record<string, ClientEvent>;

export const serverEvents = {
  'case-battle.created': serverEvent({
    summary: 'A battle was created',
    payload: caseBattleCreatedPayload,
  }),
  'case-battle.joined': serverEvent({
    summary: 'A player took a seat',
    payload: caseBattleJoinedPayload,
  }),
  'case-battle.left': serverEvent({
    summary: 'A player left before the start; the seat is open again',
    payload: caseBattleLeftPayload,
  }),
  'case-battle.starting': serverEvent({
    summary: 'All seats filled; the beacon round is named (state WAITING_FOR_BLOCK)',
    payload: caseBattleStartingPayload,
  }),
  'case-battle.started': serverEvent({
    summary: 'The beacon value is public and the seed revealed (state GENERATING_OUTCOME)',
    payload: caseBattleStartedPayload,
  }),
  'case-battle.round': serverEvent({
    summary: "One round's pulls",
    payload: caseBattleRoundPayload,
  }),
  'case-battle.completed': serverEvent({
    summary: 'Winners settled (state GAME_COMPLETED)',
    payload: caseBattleCompletedPayload,
  }),
  'spectator.data': serverEvent({
    summary: 'Who is watching a channel',
    payload: spectatorDataPayload,
  }),
  'user.balance': serverEvent({ summary: "The user's new balance", payload: userBalancePayload }),
  'session.ended': serverEvent({
    summary:
      'The session this socket logged in with ended (logout, revocation, password or 2FA change, ban): the socket is a visitor again',
    payload: sessionEndedPayload,
  }),
  'user.xp-updated': serverEvent({ summary: "The user's new XP", payload: userXpUpdatedPayload }),
  'xp-boost.activated': serverEvent({
    summary: 'An XP boost started',
    payload: xpBoostActivatedPayload,
  }),
  'xp-boost.expired': serverEvent({
    summary: 'The XP boost ended',
    payload: xpBoostExpiredPayload,
  }),
  'notification.new': serverEvent({
    summary: 'A notification to show',
    payload: notificationNewPayload,
  }),
  'notification.update': serverEvent({
    summary: 'Changes to a notification',
    payload: notificationUpdatePayload,
  }),
  'notification.expire': serverEvent({
    summary: 'A notification to close',
    payload: notificationExpirePayload,
  }),
  'user.online-count': serverEvent({ summary: 'Users online', payload: userOnlineCountPayload }),
  'chat.new-message': serverEvent({ summary: 'A chat message', payload: chatNewMessagePayload }),
  'chat.update-message': serverEvent({
    summary: 'A chat message changed (active false: removed)',
    payload: chatUpdateMessagePayload,
  }),
  'inventory.update': serverEvent({
    summary: "The user's inventory changed",
    payload: inventoryUpdatePayload,
  }),
  'challenge-tracker.update': serverEvent({
    summary: "Progress on one of the user's challenges",
    payload: challengeTrackerUpdatePayload,
  }),
  'rewards.rakeback': serverEvent({
    summary:
      "The user's claimable rakeback in hundredths, after settled wagers accrued or a rakeback token added to it",
    payload: rewardsRakebackPayload,
  }),
  'cashier.crypto': serverEvent({ summary: 'New crypto rates', payload: cashierCryptoPayload }),
  'cashier.crypto-transaction': serverEvent({
    summary: "One of the user's crypto deposits or withdrawals changed",
    payload: cryptoTransactionPayload,
  }),
  'live-drops.new': serverEvent({
    summary: 'A new drop for the live feed',
    payload: liveDropsNewPayload,
  }),
  'games.activity': serverEvent({ summary: 'Players per game', payload: gamesActivityPayload }),
  'rain.update': serverEvent({
    summary: 'The rain pool after a tip into it or a round (what GET /rain answers)',
    payload: rainUpdatePayload,
  }),
  'open-books.update': serverEvent({
    summary:
      'The open books after settled bets or ledger entries changed them (to the open-books channel, at most once a second)',
    payload: openBooksUpdatePayload,
  }),
  'race.update': serverEvent({
    summary:
      'A race and its top 10 after wagers changed it (to the race channel, at most about once a second per race)',
    payload: raceUpdatePayload,
  }),
  'crash.round': serverEvent({
    summary:
      'The crash round as it is now (to game:crash): on subscribing, and when its phase changes (betting, running, crashed)',
    payload: crashRoundPayload,
  }),
  'crash.bet': serverEvent({
    summary: 'A bet placed on the crash round (to game:crash)',
    payload: crashBetPayload,
  }),
  'crash.cashouts': serverEvent({
    summary: 'Cash-outs of the running crash round, in batches (to game:crash)',
    payload: crashCashoutsPayload,
  }),
  'roulette.round': serverEvent({
    summary:
      'The roulette round as it is now (to game:roulette): on subscribing, and when its phase changes (betting, rolling, ended)',
    payload: rouletteRoundPayload,
  }),
  'roulette.bets': serverEvent({
    summary:
      'New bets on the roulette round, batched (to game:roulette), with the live jackpot they feed',
    payload: rouletteBetsPayload,
  }),
  'roulette.jackpot': serverEvent({
    summary:
      'The Triple Green jackpot (to every socket): after each round and at most once a second while bets feed it',
    payload: rouletteJackpotPayload,
  }),
  'coin-flip.game': serverEvent({
    summary:
      'A coin flip as it is now (to game:coin-flip): created, joined, bot called, beacon named, flipped, cancelled',
    payload: coinFlipGamePayload,
  }),
  'coin-flip.games': serverEvent({
    summary:
      "The coin flip lobby's lists (to a socket that subscribes to game:coin-flip): every later change comes as coin-flip.game",
    payload: coinFlipGamesPayload,
  }),
  'user.muted': serverEvent({
    summary: 'The user was muted or unmuted (mutedUntil null): their chat mute as it is now',
    payload: userMutedPayload,
  }),
  'kyc.verified': serverEvent({
    summary: "The user's KYC passed (reload the user)",
    payload: kycVerifiedPayload,
  }),
  ...streamerServerEvents,
  ...captureVersusServerEvents,
  ...captureRoundsServerEvents,
  ...captureMinesServerEvents,
} satisfies Record<string, ServerEvent>;
