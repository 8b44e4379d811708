// The sounds scenes ask their page to play. A sound is named `category.name` after the
// audio registry (src/client/features/audio/sounds.ts); a game declares its own game
// sounds in its folder (games/<game>/sounds.ts) and lists them in its client manifest, and
// the registry adds every listed game's. The engine holds only what any game may play.

/** One game sound: its file is /audio/game/<name>.wav, or <name>-<n>.wav with variants. */
export interface GameSound {
  readonly name: string;
  /** 0-100, relative to the game category's and the master volume. */
  readonly volume: number;
  /** How many files it has; one is picked at random per play. */
  readonly variants?: number;
  readonly isMuted?: boolean;
}

/** The game sounds any scene may play: a wheel's tick and the chord of a win. */
export const ENGINE_GAME_SOUNDS = [
  { name: 'wheel-tick', volume: 20 },
  { name: 'wheel-end', volume: 50 },
] as const satisfies readonly GameSound[];

/** The UI sounds a scene may play (the app's own, shared with every page). */
type UiSceneSound = 'ui.tactile' | 'ui.bright' | 'ui.dim';

/** What any scene may play without a sound of its game's. */
export type SharedSceneSound = `game.${(typeof ENGINE_GAME_SOUNDS)[number]['name']}` | UiSceneSound;

/** The names a game's scene may play: the shared sounds and its own (`typeof <game>Sounds`). */
export type SceneSoundOf<S extends readonly GameSound[]> =
  SharedSceneSound | `game.${S[number]['name']}`;

/** Any scene's sound, as the bus carries it; each game's scenes use their SceneSoundOf. */
export type SceneSound = SharedSceneSound | `game.${string}`;
