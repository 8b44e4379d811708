import { caseBattlesClient } from './case-battle/client';
import { caseUnboxClient } from './case-unbox/client';
import { coinFlipClient } from './coin-flip/client';
import { crashClient } from './crash/client';
import { diceClient } from './dice/client';
import type { GameBus } from './engine/bus';
import type { EasingTable } from './engine/easings';
import { ENGINE_GAME_SOUNDS, type GameSound } from './engine/sounds';
import type { ProbeCommand as EngineProbeCommand } from './engine/viewerTypes';
import type { ClientGameManifest } from './manifest.client';
import type { InstantGame } from '../src/shared/contract/instantGames';
import { minesClient } from './mines/client';
import { plinkoClient } from './plinko/client';
import { rewardWheelClient } from './reward-wheel/client';
import { rouletteClient } from './roulette/client';
import { skinUpgraderClient } from './skin-upgrader/client';

// The browser halves of the games, one line each, in the lobby's order: the lobby's tiles,
// the game and fairness routes, pages, the scene viewer and the scene harness find a game
// here; the engine knows none.

export const CLIENT_GAMES = [
  minesClient,
  plinkoClient,
  rouletteClient,
  crashClient,
  coinFlipClient,
  diceClient,
  skinUpgraderClient,
  caseUnboxClient,
  caseBattlesClient,
] as const;

/** The browser halves of the games the site gives away: their fairness pages and checks. */
export const CLIENT_REWARD_GAMES = [rewardWheelClient] as const;

/**
 * The instant games, those whose settled bets are worded: the contract's INSTANT_GAMES
 * (registry.client.test.ts), for the pages' stores without loading the contract's schemas.
 */
export const CLIENT_INSTANT_GAMES: readonly InstantGame[] = CLIENT_GAMES.flatMap((game) =>
  'betSummary' in game ? [game.kind as InstantGame] : [],
);

type ListedGame = (typeof CLIENT_GAMES)[number];
/** The lobby's names of the games (routes, tiles, fairness pages). */
export type LobbyKey = ListedGame['lobby']['key'];
/** How the lobby shows each game, in its order; a game with a page is playable. */
export const LOBBY_GAMES = CLIENT_GAMES.map((game) => ({
  ...game.lobby,
  kind: game.kind,
  available: game.page !== undefined,
}));

type ClientGame = Extract<ListedGame, { scene: ClientGameManifest['scene'] }>;
const SCENE_GAMES = CLIENT_GAMES.filter((game): game is ClientGame => game.scene !== undefined);
export type SceneName = ClientGame['kind'];
export const SCENE_NAMES: readonly SceneName[] = SCENE_GAMES.map((game) => game.kind);

type CommandsOf<G> = G extends ClientGameManifest<string, infer C> ? C : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** Every registered game's bus commands, for code that drives any scene (pages, viewer). */
export type GameCommands = Intersection<CommandsOf<ClientGame>>;

/** A bus over every registered game's commands (pages, the viewer, the probe). */
export type AnyGameCommandsBus = GameBus<GameCommands>;
/** One command for the scene probe, of any registered game. */
export type ProbeCommand = EngineProbeCommand<GameCommands>;

/** The scene loader of a registered game. */
export function sceneOf(name: SceneName): ClientGameManifest['scene'] {
  return SCENE_GAMES.find((game) => game.kind === name)!.scene;
}

/** Every game sound: the engine's shared ones and each registered game's own. */
export const GAME_SOUNDS: readonly GameSound[] = [
  ...ENGINE_GAME_SOUNDS,
  ...SCENE_GAMES.flatMap((game) => game.sounds ?? []),
];

/** A game's own curves, which its tuning may name besides the engine's (none if it has none). */
export async function easingsOf(name: string): Promise<EasingTable> {
  const load = SCENE_GAMES.find((game) => game.kind === name)?.easings;
  return load ? load() : {};
}
