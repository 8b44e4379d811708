import type { ComponentType } from 'react';
import type { ModalViewName } from '../src/client/features/modals/modal-views';
import type { CaptureViewProps } from '../src/client/features/streamer/embed/capture-view';
import type { ServerEventName } from '../src/shared/contract';
import type { BetRecord } from '../src/shared/contract/instantGames';
import type { NOTIFICATION_LOCATIONS } from '../src/shared/contract/notifications';
import type { EasingTable } from './engine/easings';
import type { GameSound } from './engine/sounds';
import type { SceneClass } from './engine/stage';

// The browser half of a game's manifest: how the lobby shows it, how its scene, pages and
// views load, and (as a type) the commands its page sends on the bus. Static imports of it
// stay Phaser-free, React-free and zod-free: scenes, pages and views are dynamic import()s,
// and the engine's types are erased, so the lobby reads its tiles, routes and fairness
// pages from here.

/** One stroke of a game's line glyph, on a 24-unit grid in currentColor; `filled` fills it. */
export type GlyphShape = { filled?: true } & (
  | { path: string }
  | { circle: readonly [cx: number, cy: number, r: number] }
  | { ellipse: readonly [cx: number, cy: number, rx: number, ry: number] }
  | { rect: readonly [x: number, y: number, width: number, height: number, rx: number] }
);

/** How the lobby, the routes and the fairness pages show a game (plain data, no zod). */
export interface LobbyEntry<Key extends string = string> {
  /** The lobby's name for the game: its route (`/<key>`) and its fairness page's slug. */
  key: Key;
  /** The name on the tile and the page. */
  name: string;
  /** The cs2- prefixed routes the spec also serves. */
  aliases: readonly string[];
  tagline: string;
  /** What the finished game will let players do, shown while it is being built. */
  description: string;
  /** A colour token (CSS custom property name) for the tile's glow. */
  accent: string;
  /** Its glyph (tiles, navigation, menus). */
  icon: readonly GlyphShape[];
  /** Where its notifications show (the spec's locations). */
  location: (typeof NOTIFICATION_LOCATIONS)[number];
  /** Its fairness page: `verifier` when the page also recomputes a bet in the browser. */
  fairness?: 'page' | 'verifier';
  /** The fairness page's name in its navigation, when it covers more than this game. */
  fairnessName?: string;
}

/** A module whose default export is a React component (a page's or a view's own chunk). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view's own props
export type ViewModule<P = any> = Promise<{ default: ComponentType<P> }>;
/** A capture view's module. */
export type CaptureModule = ViewModule<CaptureViewProps>;
/**
 * A React component in its own chunk, loaded the first time it shows (never in the lobby's).
 * A manifest writes its loaders with their return type (`(): ViewModule => import(…)`):
 * pages read the registry, so an inferred one would make the manifest's type circular.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view's own props
export type LazyView<P = any> = () => ViewModule<P>;

/**
 * A page under a game's route: `/<key>/<path>` and the same under each alias, with the game's
 * route handle. The router ranks a fixed segment above a parameter, so `community` and
 * `:slug` may sit side by side in any order.
 */
export interface SubPage {
  /** Below the game's route: `:id`, `community`, `creators/:id`. */
  path: string;
  page: LazyView;
  /** The route's id where the spec names it (`case-battles-id`); its aliases' are `cs2-<id>`. */
  id?: string;
}

/** The game's own pages and views, each loaded when first shown. */
export interface ClientGameViews {
  /** Its route's page (and its aliases'); a game without one shows "coming soon" there. */
  page?: LazyView;
  /** Pages under its route (a battle's own page, a case's), each with its aliases. */
  subPages?: readonly SubPage[];
  /**
   * The in-browser seed verifier on its fairness page (a bet's server and client seeds and
   * nonce), which the page frames with that section's heading.
   */
  verifier?: { view: LazyView; heading?: string };
  /**
   * A fairness page part that frames itself (its own section and heading), below the
   * explanation: the check of a room, a battle, a round of the chain or a wheel spin.
   */
  fairnessSection?: LazyView;
  /** What a capture route (`/embed/<key>`) shows of the streamer's play. */
  capture?: () => CaptureModule;
  /**
   * An instant game's one line on a settled bet (My bets, bet history): small and pure, so
   * it is not lazy; it takes the outcome of its own game (`InstantOutcome<kind>`).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own outcome
  betSummary?: (outcome: any) => string;
  /**
   * The fields a settled bet's "Verify" link fills besides the seeds and the amount (the
   * choice it was settled on), by its verifier form's field names (its `VerifierOwnFields`).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own outcome
  verifierQuery?: (outcome: any) => Readonly<Record<string, string | number>>;
  /**
   * A game on the room driver: its one line on a seat in the bet history, from the seat's
   * choice and its room's outcome (null when the room was never drawn and the stake came
   * back), in the game's own shapes. Without it the line says only how the seat ended.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own shapes
  seatSummary?: (seat: { choice: any; outcome: any; cancelled: boolean }) => string;
  /**
   * A round game played from its manifest alone: its one line on a bet in the bet history,
   * from the bet's choice and its round's outcome, in the game's own shapes. Without it the
   * line says only whether the bet won.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own shapes
  roundBetSummary?: (bet: { choice: any; outcome: any }) => string;
  /**
   * A game whose bet-history record has a shape of its own (a round's bet, a battle seat, a
   * case): its lines in the history, loaded with the history's first page that holds one.
   * Without it a record reads as an instant bet's or a room seat's.
   */
  history?: () => HistoryModule;
  /**
   * The modal views it owns, by the spec's names (mines' MINES_START_CONFIRM): registered at
   * start, each view loaded when first opened.
   */
  modals?: Partial<Record<ModalViewName, GameModal>>;
}

/**
 * A modal view a game owns, as the modal registry takes it (its `ModalRegistration`): the
 * view's chunk, and its accessible name.
 */
export interface GameModal {
  load: LazyView;
  title: string;
}

/** A game's bet-history lines, in a chunk of their own (the profile's, never the lobby's). */
export type HistoryModule = Promise<{ default: BetHistoryLines }>;

/**
 * How the bet history shows a record of one game (`B`, its record in the contract's
 * `HistoryBet`): its line, the fairness text beside the link, and the link.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own record
export interface BetHistoryLines<B = any> {
  /** What happened, in the game's own terms. */
  summary(bet: B): string;
  /** The round, the game or the beacon round the link checks. */
  fairnessText(bet: B): string;
  /** The fairness page that checks the record, filled in; null when nothing was decided. */
  verifyHref(bet: B, revealedSeed: string | undefined): string | null;
  /** The seed pair whose reveal the link waits for; null when the link works as it is. */
  seedHash(bet: B): string | null;
}

/** A settled instant bet's outcome of one game, as the contract shapes it. */
export type InstantOutcome<K extends BetRecord['game']> = Extract<
  BetRecord,
  { game: K }
>['outcome'];

/**
 * A round game's live feed on its page: the socket events it hears besides `<kind>.round`
 * (the round as it is, on `game:<kind>`, also read from `GET /games/<kind>/round`).
 */
export interface RoundFeed {
  /** Each bet placed, one event each (crash). */
  bet?: ServerEventName;
  /** New bets in batches (roulette's, with the jackpot they feed). */
  bets?: ServerEventName;
  /**
   * The round's fields a batch of bets brings with it (roulette's jackpot pool), read from
   * the event's data and checked by the game; undefined when the event carries none.
   */
  batchFields?: (data: Record<string, unknown>) => Record<string, unknown> | undefined;
  /** Cash-outs in batches (crash). */
  cashouts?: ServerEventName;
  /**
   * How long the moving phase lasts, when it is fixed (roulette's roll); without it the
   * round's own `elapsedMs` measures it (crash's run).
   */
  movingMs?: number;
}

export interface ClientGameManifest<
  K extends string = string,
  C extends object = object,
  Key extends string = string,
> extends ClientGameViews {
  kind: K;
  lobby: LobbyEntry<Key>;
  /** The scene's chunk, loaded the first time a page mounts the game. */
  scene: () => Promise<SceneClass>;
  /** Its own game sounds (games/<game>/sounds.ts): the audio registry adds them. */
  sounds?: readonly GameSound[];
  /**
   * Its own curves (games/<game>/easings.ts), which its tuning may name besides the engine's:
   * loaded by the tools that check a tuning (the scene imports them itself, so the lobby
   * never carries them).
   */
  easings?: () => Promise<EasingTable>;
  /** A round game's live feed (crash, roulette). */
  round?: RoundFeed;
  /** Never set: carries the game's bus commands for the registry's types. */
  readonly commands?: C;
}

/**
 * The browser half of a game the site gives away rather than sells (the reward wheel): no
 * lobby tile, page or bets of its own here, but its fairness page and the check on it.
 */
export interface ClientRewardGame<K extends string = string, Slug extends string = string> {
  kind: K;
  fairness: { slug: Slug; name: string };
  fairnessSection: LazyView;
}

/**
 * Every bus command of a game starts with its kind (`dice:roll`, `coin-flip:flip`): one name
 * per game, and no two games' commands can meet. A command that does not makes its manifest
 * fail to compile, naming the command.
 */
export type CommandsNamedForKind<K extends string, C extends object> = [
  Exclude<keyof C, `${K}:${string}`>,
] extends [never]
  ? unknown
  : { busCommandsNotNamedForTheKind: Exclude<keyof C, `${K}:${string}`> };

export function defineClientGame<K extends string, C extends object, Key extends string>(
  game: Omit<ClientGameManifest<K, C, Key>, 'commands'> & CommandsNamedForKind<K, C>,
): ClientGameManifest<K, C, Key> {
  return game;
}
