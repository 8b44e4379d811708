import type { z } from 'zod';
import type { FairSeeds } from './fair';
import type { BetContext, BetMoments, BookedBet } from './fair/moments';
import type { Pace } from './pace';

// The pure half of a game's manifest: what the server, the contract and the verifiers
// need to know of a game, with no Phaser, React or I/O. The client half (scene loader,
// bus commands, verifier page bits) lives in each game's client.ts. The registries list
// manifests; every list of games anywhere is derived from them.

/** How a game is played, so each side knows which machinery serves it. */
export const GAME_PLAYS = [
  /** One request settles the bet (dice, plinko): routes and services are derived. */
  'instant',
  /** A bet that stays open over several requests (mines). */
  'session',
  /** Priced cases and their items (case opening). */
  'cases',
  /**
   * A game between players over several requests, on the room driver: played from its
   * manifest's table rules (RoomGameManifest: open, join, draw, settle, refund, snapshot), or
   * by a plug-in of its own on the same driver (PluggedRoomGameManifest: case battles).
   */
  'room',
  /**
   * Rounds on a clock, each drawn from the next hash of a published chain (RoundGameManifest:
   * crash, roulette), played by their round drivers on the shared chains and leader.
   */
  'round',
] as const;
export type GamePlay = (typeof GAME_PLAYS)[number];

export interface GameManifest<K extends string = string> {
  /** The route key, channel name (`game:<kind>`) and bet row's game. */
  kind: K;
  /** The name players read in notices and pause messages. */
  name: string;
  /**
   * Its page's route (`/<lobbyKey>`) and fairness page's slug where the product spec names
   * them otherwise than its kind (coin flip's `coinflip`): its client manifest's `lobby.key`.
   */
  lobbyKey?: string;
  /** False when its bets are checked on another game's fairness page (crash's, on roulette's). */
  fairnessPage?: false;
  /**
   * Where its notifications show: one of the spec's notification locations (the contract's
   * NOTIFICATION_LOCATIONS), GAMES for a game without one of its own. Its client manifest's
   * lobby says the same (registry.client.test.ts).
   */
  location: string;
  play: GamePlay;
  /**
   * The house's share of a wager, in basis points (dice 100 = 1%): what rakeback and
   * affiliate commission are shares of. The game's nominal edge (docs/games/README.md, "Money").
   */
  houseEdgeBps: number;
  /**
   * The longest a settled bet of this game takes to land in the tab that bet, at the slowest
   * pace (ms from the answer; 0 when the outcome shows at once). What follows a wager (a
   * challenge's win goal) waits this long plus the slack, so it never tells of an outcome
   * still animating.
   */
  longestRevealMs: number;
  /** The stake and payout bounds of the game's own rules; the site's when absent. */
  limits?: StakeLimits;
  /**
   * Its pages under its route (`:id`: `/<route>/:id`), which the server answers with the app;
   * its client manifest brings each one's page (registry.client.test.ts).
   */
  subPages?: readonly string[];
  /**
   * A settled bet's option and payout moments under the game's own odds, for the open
   * books; undefined (or absent) where the bet's return is the game's stated edge alone.
   */
  moments?(bet: BookedBet, context: BetContext): BetMoments | undefined;
}

/** A game's stake and payout bounds, in hundredths of a gem. */
export interface StakeLimits {
  betMin: number;
  betMax: number;
  payoutMax: number;
}

/** What the rules make of a bet: the payout and its multiplier, in ten-thousandths. */
export interface Settlement {
  payout: number;
  /** What the payout is worth in stakes (0 on a loss). */
  multiplierE4: number;
}

/** A catalogue item as the server prices it: a bet's facts no client may state. */
export interface PricedItem {
  id: string;
  name: string;
  rarity: string;
  /** Hundredths of a gem. */
  price: number;
}

/**
 * A skin of the player's site inventory staked on a bet, as the server priced it from the
 * catalogue at the bet.
 */
export interface HeldItem {
  /** Its inventory id. */
  id: string;
  /** Its catalogue id. */
  item: string;
  name: string;
  /** Hundredths of a gem: its catalogue value now. */
  price: number;
}

/** The stake and choice a bet is settled on, or why the game's rules refuse it. */
export type PricedBet<C> =
  { ok: true; amount: number; choice: C } | { ok: false; code: string; message: string };

/**
 * A bet that names catalogue items (the Skin Upgrader's target): the server looks up their prices
 * (a price in the body is never read) and the game's pure rules turn the bet and the priced
 * items into the stake and the choice it settles on.
 */
export interface PricedBetRules<B, C> {
  /** The catalogue ids the bet names. */
  items(bet: B): readonly string[];
  /**
   * Given every named item priced, and the inventory skins it stakes (priced, in the bet's
   * order): the stake (the amount plus the skins, or resized) and the choice.
   */
  price(bet: B, items: ReadonlyMap<string, PricedItem>, held?: readonly HeldItem[]): PricedBet<C>;
  /** The player's inventory skins the bet stakes (their inventory ids); none by default. */
  heldItems?(bet: B): readonly string[];
  /** True when a won item goes to the player's inventory rather than its price in gems. */
  keepsWonItem?(choice: C): boolean;
}

/**
 * A game settled in one request. The bet schema is the one place a bet's input is checked;
 * `outcome` is the verifier: the same function recomputes a bet from its revealed seeds.
 * `C` is the choice a bet settles on and keeps: the bet minus its amount, unless the game
 * prices its bet (`pricedBet`), when it is what the rules made of the bet and its items.
 */
export interface InstantGameManifest<
  K extends string = string,
  B extends { amount: number } = { amount: number },
  O = unknown,
  C = Omit<B, 'amount'>,
> extends GameManifest<K> {
  play: 'instant';
  /** What `POST /api/games/<kind>/bet` says it does (the OpenAPI summary). */
  summary: string;
  bet: z.ZodType<B>;
  outcomeSchema: z.ZodType<O>;
  /** Set when the bet names catalogue items the server must price (see PricedBetRules). */
  pricedBet?: PricedBetRules<B, C>;
  /** The outcome of a choice from the seeds: what the server settles and a verifier recomputes. */
  outcome(seeds: FairSeeds, choice: C): O;
  /**
   * What an outcome pays for a stake. The seeds give the float that rounds a payout that is
   * not a whole hundredth (docs/games/README.md, "Money"), so the verifiers reproduce it.
   */
  settle(amount: number, outcome: O, seeds: FairSeeds): Settlement;
  /** The most a choice can pay for a stake, for the payout limit. */
  bestPayout(amount: number, choice: C): number;
  /**
   * The longest the scene takes to land on this outcome at a pace (ms, from the outcome
   * reaching it): no other view reveals the bet before then (see games/pace.ts).
   */
  revealMs(outcome: O, pace: Pace): number;
  /** The item an outcome wins (the Skin Upgrader's target), null if none: it becomes a live drop. */
  wonItem?(outcome: O): PricedItem | null;
  /**
   * A choice the API document's example bet is settled on (its answer is computed from it);
   * a game whose example is written out in the contract's examples needs none.
   */
  exampleChoice?: C;
}

/**
 * One seat of a room as its rules see it, in seat order (the creator's is seat 0). A house
 * seat (coin flip's bot) has no player: it stakes nothing, and what it would win stays with
 * the house.
 */
export interface RoomSeat<C> {
  userId: string | null;
  choice: C;
}

/** A room as its rules see it: the stake every seat puts in, its creator, the seats taken. */
export interface RoomState<C> {
  amount: number;
  creatorId: string;
  seats: readonly RoomSeat<C>[];
}

/**
 * How a room is drawn, fixed before anyone can know the outcome. Today: a future beacon
 * round, named in the transaction that fills the last seat, mixed with the room's own server
 * seed (committed by its hash at creation): the draw's (round 0, seat 0) floats
 * (games/fair/beaconDraw.ts). Case battles will add draws of several rounds and seats;
 * crash and roulette will add `{ by: 'chain' }` (the next round of a salted hash chain,
 * with a betting window instead of seats).
 */
export type RoomDraw = { by: 'beacon'; floats: number };

/** What a drawn room pays: each seat's payout in seat order, and the house's fee. */
export interface RoomPayouts {
  payouts: readonly number[];
  fee: number;
}

/** Why the rules refuse a seat, in words for the player. */
export interface RoomRefusal {
  refused: string;
}

/**
 * The words a room game answers with where its players' API fixed them (coin flip's, from
 * the product spec); the driver's own otherwise.
 */
export interface RoomTexts {
  /** 404 for a room id the game does not have. */
  unknownRoom: string;
  /** 409 TOO_MANY_OPEN_GAMES: the creator keeps `maxOpenPerPlayer` open rooms already. */
  tooManyOpen: string;
  /** The error code of a refused action (its message is the room rules' words). */
  refusedCode: string;
}

/**
 * What a seat's bet row keeps as its outcome, as the driver records it: the room drawn (its
 * outcome and round), the room cancelled (the creator's stake back), or refunded (its round
 * never verified).
 */
export type SeatRecord<C, O> = { roomId: string; seat: number; choice: C } & (
  | { outcome: O; beaconRound: number; beaconValue: string }
  | { cancelled: true }
  | { refunded: true; beaconRound: number }
);

/**
 * A round or table game between players (coin flip; crash, roulette and case battles to
 * follow), played by the generic room driver from these pure parts: the driver derives the
 * routes (`/games/<route>`: list, get, create, join, house, cancel), the socket events
 * (`<kind>.game`, and `<kind>.games`, the snapshot a late joiner gets on `game:<kind>`),
 * stakes every player seat through Settlement and settles with what `settle` answers.
 * `Create` is the creation body (its `amount` is every seat's stake), `Join` the join body,
 * `C` a seat's choice, `O` the outcome. Crash and roulette will add a betting window (rooms
 * that open on a clock rather than on a creator) and cash-outs; battles a price per seat
 * from priced cases and more than one round.
 */
export interface RoomGameManifest<
  K extends string = string,
  Create extends { amount: number } = { amount: number },
  Join = Record<string, never>,
  C = unknown,
  O = unknown,
> extends GameManifest<K> {
  play: 'room';
  /** The path under /api: `/games/<route>` (coin flip's is `coinflip`). */
  route: string;
  /** Seats a room fills before it is drawn, the creator's included. */
  seats: number;
  /** Open rooms one player may keep at once (bounds the lobby's list). */
  maxOpenPerPlayer: number;
  /** Drawn rooms the snapshot lists, newest first. */
  recentRooms: number;
  /** The creation body: the one place its input is checked (the stake limits included). */
  create: z.ZodType<Create>;
  /** The join body (an empty strict object when a seat is taken without a choice). */
  join: z.ZodType<Join>;
  choiceSchema: z.ZodType<C>;
  outcomeSchema: z.ZodType<O>;
  /** The creator's choice from the creation body. */
  openSeat(create: Create): C;
  /** The next seat's choice for a joiner (coin flip: the side left), or why not. */
  joinSeat(room: RoomState<C>, join: Join): C | RoomRefusal;
  /**
   * The choice of the house's seat when the creator fills the room with it (coin flip's
   * bot); without it the game has no house seat.
   */
  houseSeat?(room: RoomState<C>): C;
  draw: RoomDraw;
  /** The outcome from the draw's floats: what the server settles and a verifier recomputes. */
  outcome(room: RoomState<C>, floats: readonly number[]): O;
  /**
   * What an outcome pays each seat, and the fee: whole hundredths, a share that is not one
   * rounded fairly with a float of the draw (docs/games/README.md, "Money"), so that the
   * payouts and the fee add up to the stake times the seats, exactly.
   */
  settle(room: RoomState<C>, outcome: O, floats: readonly number[]): RoomPayouts;
  /**
   * What each seat gets back when the room can never be drawn (its beacon round never
   * verified): by default its stake, which favours no one.
   */
  refund?(room: RoomState<C>): readonly number[];
  /** The game's own words (see RoomTexts). */
  texts?: RoomTexts;
  /**
   * A seat's bet outcome in the game's own shape, when its history and verifier read one
   * of their own (coin flip's); the driver's record as it is otherwise.
   */
  seatOutcome?(record: SeatRecord<C, O>): unknown;
  /**
   * A seat's outcome in its bet-history record, from what `seatOutcome` stored, for a game
   * whose history reads a shape of its own (coin flip's); with `seatOutcome` only.
   */
  historyOutcome?(stored: Record<string, unknown>): unknown;
}

/**
 * A room game with a server half of its own (case battles: priced cases, several rounds, their
 * spec's calls), played on the room driver by its plug-in (the server's room games' registry,
 * one line), which keeps its rooms in tables of its own. The manifest says what the site
 * needs of it without its plug-in: the bets column that ties a seat's stake to its room.
 */
export interface PluggedRoomGameManifest<K extends string = string> extends GameManifest<K> {
  play: 'room';
  /** The bets column naming a seat's room (a manifest room game's is `room_id`). */
  seatColumn: string;
}

/**
 * A game of chance the site gives away, with no stake (the reward wheel's free spins): it
 * has rules and a fairness page, but no bets, pause switch or activity, so it is no
 * GameKind. Its server half is its own domain (the wheel's).
 */
export interface RewardGameManifest<K extends string = string, Slug extends string = string> {
  kind: K;
  /** The name players read. */
  name: string;
  /** Its fairness page: `/fairness/<slug>`. */
  fairnessSlug: Slug;
}

/** The shared phases of a round game's clock, in ms. */
export interface RoundClock {
  /** How long a round takes bets. */
  bettingMs: number;
  /** How long an ended round's result stays before the next round opens. */
  resultMs: number;
}

/** Bets one player may place in one round; one more is refused with this code and message. */
export interface RoundBetLimit {
  most: number;
  code: string;
  message: string;
}

/**
 * A game of rounds on a clock, each drawn from the next hash of a salted hash chain published
 * before its first round (docs/games/fairness.md, "Round chains"). `outcome` is the draw: what
 * the server plays and the round verifier recomputes from a revealed hash and the salt.
 */
export interface RoundGameManifest<
  K extends string = string,
  O = unknown,
  C = unknown,
> extends GameManifest<K> {
  play: 'round';
  /** The round's clock every round game shares (its own live phase comes between). */
  clock: RoundClock;
  /** How many bets one player may place in one round, and the words that refuse one more. */
  betsPerRound: RoundBetLimit;
  outcome(roundHash: string, salt: string): O;
  /** The outcome in the words of the game's verifier ("Crash point 2.35x"). */
  outcomeText(outcome: O): string;
  /**
   * A settled bet's outcome as its history record shows it, from what its row keeps (the
   * choice, the bet's outcome) and its round's outcome; a message where the row cannot say.
   * A game with `bets` has none: its record is the driver's (the choice and the outcome).
   */
  historyOutcome?(bet: RoundBetRow): { outcome: unknown } | { unreadable: string };
  /**
   * A round game played from its manifest alone: each bet a choice on the round's outcome,
   * paid when the round lands. A game with a live phase of its own (crash's climb, roulette's
   * jackpot) has none and brings its own server half instead.
   */
  bets?: RoundBetRules<C, O>;
}

/**
 * The bets of a round game played from its manifest alone (`C` a bet's choice, `O` the
 * round's outcome). Its rounds take bets, then roll for `rollingMs` (the outcome is public, the
 * scene lands on it), then pay every bet `payout` and end.
 */
export interface RoundBetRules<C = unknown, O = unknown> {
  /** The bet body: the stake, in the game's limits, and the choice beside it. */
  body: z.ZodType<{ amount: number } & C>;
  choiceSchema: z.ZodType<C>;
  outcomeSchema: z.ZodType<O>;
  /** How long a drawn round's outcome shows before its bets are paid (ms). */
  rollingMs: number;
  /**
   * What a stake on `choice` gets back when the round's outcome is `outcome`: whole
   * hundredths, so that its exact expected return is the game's declared one at every stake.
   */
  payout(amount: number, choice: C, outcome: O): number;
}

/** What a round game's bet row and its round keep, as JSON. */
export interface RoundBetRow {
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  /** The round's outcome once ended; null before. */
  round: Record<string, unknown> | null;
}

/** A pure manifest of any kind the registries accept. */
export type AnyGameManifest =
  | GameManifest
  | InstantGameManifest<string, never, never, never>
  | RoomGameManifest<string, { amount: number }, unknown, unknown, unknown>
  | PluggedRoomGameManifest
  | RoundGameManifest;

export function isInstantGame(game: GameManifest): game is InstantGameManifest {
  return game.play === 'instant';
}

/** A game between players on the room driver, played from its rules or by its plug-in. */
export function isRoomGame(game: GameManifest): game is RoomGameManifest | PluggedRoomGameManifest {
  return game.play === 'room';
}

/** A room game with a plug-in of its own (its rooms in tables of its own). */
export function isPluggedRoomGame(game: GameManifest): game is PluggedRoomGameManifest {
  return isRoomGame(game) && 'seatColumn' in game;
}

/** A room game played from its manifest's table rules alone, by the generic room game. */
export function hasRoomRules(game: GameManifest): game is RoomGameManifest {
  return isRoomGame(game) && !isPluggedRoomGame(game);
}

export function isRoundGame(game: GameManifest): game is RoundGameManifest {
  return game.play === 'round';
}

/** The choice a bet carries: everything but the stake, kept with the bet row (unpriced bets). */
export function choiceOf<B extends { amount: number }>(bet: B): Omit<B, 'amount'> {
  const { amount: _amount, ...choice } = bet;
  return choice;
}
