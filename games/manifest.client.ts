import type { NOTIFICATION_LOCATIONS } from '../src/shared/contract/notifications';
import type { EasingTable } from './engine/easings';
import type { GameSound } from './engine/sounds';
import type { SceneClass } from './engine/stage';

// The browser half of a game's manifest: how the lobby shows it, how its scene loads, and
// (as a type) the commands its page sends on the bus. Static imports of it stay
// Phaser-free and zod-free: the scene is a dynamic import(), and the engine's types are
// erased, so the lobby reads its tiles, routes and fairness pages from here.

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
  /** Where its notifications show (the spec's locations). */
  location: (typeof NOTIFICATION_LOCATIONS)[number];
  /** Its fairness page: `verifier` when the page also recomputes a bet in the browser. */
  fairness?: 'page' | 'verifier';
}

export interface ClientGameManifest<
  K extends string = string,
  C extends object = object,
  Key extends string = string,
> {
  kind: K;
  lobby: LobbyEntry<Key>;
  /** The scene's chunk, loaded the first time a page mounts the game. */
  scene: () => Promise<SceneClass>;
  /** Its own game sounds (games/<game>/sounds.ts): the audio registry adds them. */
  sounds?: readonly GameSound[];
  /** Its own curves (games/<game>/easings.ts), which its tuning may name besides the engine's. */
  easings?: EasingTable;
  /**
   * Set while the game's page is still being built: the lobby and its route say "coming
   * soon", while the scene viewer and the scene tests already have the scene.
   */
  pageComingSoon?: true;
  /** Never set: carries the game's bus commands for the registry's types. */
  readonly commands?: C;
}

/** A game the lobby lists before it is built: a tile and a coming-soon page, no scene. */
export interface ListedClientGame<K extends string = string, Key extends string = string> {
  kind: K;
  lobby: LobbyEntry<Key>;
  scene?: undefined;
}

export function defineClientGame<K extends string, C extends object, Key extends string>(
  game: Omit<ClientGameManifest<K, C, Key>, 'commands'>,
): ClientGameManifest<K, C, Key> {
  return game;
}

export function listedClientGame<const K extends string, const Key extends string>(
  kind: K,
  lobby: LobbyEntry<Key>,
): ListedClientGame<K, Key> {
  return { kind, lobby };
}
