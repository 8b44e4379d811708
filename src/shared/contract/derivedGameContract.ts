import type { z } from 'zod';
import { type GameManifest, hasRoomRules, isRoundGame } from '../../../games/manifest';
import { GAMES } from '../../../games/registry';
import type { HttpCall } from './define';
import {
  hasRoundBets,
  manifestRoundCalls,
  manifestRoundCaptureEvent,
  manifestRoundEvent,
} from './manifestRounds';
import { hasSpecRoomFace } from './roomFaces';
import { type AnyRoomGame, roomCalls, roomEvents } from './rooms';
import { hasSpecRoundFace } from './roundFaces';

// The calls and socket events of the registry's games whose API their manifests derive (a
// room game or a round game whose paths the product spec did not fix): the server serves
// them from the same derivations, and the OpenAPI document lists them beside the contract's
// own, so a plugged-in game is documented as soon as it is registered.

export interface DerivedEvent {
  summary: string;
  payload: z.ZodType;
}

/** `red-or-black` + `list` -> `redOrBlackList`: an operation id in the contract's style. */
function operationId(kind: string, call: string): string {
  const camel = kind.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return `${camel}${call[0]!.toUpperCase()}${call.slice(1)}`;
}

type Games = readonly GameManifest[];
const derivedRoomGames = (games: Games) =>
  games.filter(hasRoomRules).filter((game) => !hasSpecRoomFace(game.kind)) as AnyRoomGame[];
const derivedRoundGames = (games: Games) =>
  games
    .filter(isRoundGame)
    .filter(hasRoundBets)
    .filter((game) => !hasSpecRoundFace(game.kind));

/** Each derived game's HTTP calls, by operation id. */
export function derivedGameCalls(games: Games = GAMES): Record<string, HttpCall> {
  const calls: Record<string, HttpCall> = {};
  const add = (kind: string, own: Record<string, HttpCall | undefined>) => {
    for (const [name, call] of Object.entries(own)) if (call) calls[operationId(kind, name)] = call;
  };
  for (const game of derivedRoomGames(games)) add(game.kind, roomCalls(game));
  for (const game of derivedRoundGames(games)) add(game.kind, manifestRoundCalls(game));
  return calls;
}

/** Each derived game's socket events from the server, by name. */
export function derivedGameEvents(games: Games = GAMES): Record<string, DerivedEvent> {
  const events: Record<string, DerivedEvent> = {};
  for (const game of derivedRoomGames(games)) {
    const { game: change, games: lists } = roomEvents(game);
    events[change.name] = { summary: `A ${game.name} game changed`, payload: change.payload };
    events[lists.name] = {
      summary: `${game.name}: open, waiting and recent games, to a new subscriber`,
      payload: lists.payload,
    };
    events[`capture.${game.kind}`] = {
      summary: `A ${game.name} game the streamer sits in changed (capture sources)`,
      payload: change.payload,
    };
  }
  for (const game of derivedRoundGames(games)) {
    const round = manifestRoundEvent(game);
    const capture = manifestRoundCaptureEvent(game);
    events[round.name] = {
      summary: `The ${game.name} round as it is now: on each change and to a new subscriber`,
      payload: round.payload,
    };
    events[capture.name] = {
      summary: `A ${game.name} round the streamer bet on, once paid (capture sources)`,
      payload: capture.payload,
    };
  }
  return events;
}
