import { coinFlipFace } from './coinFlip';
import { type AnyRoomGame, type RoomFace, type RoomView, derivedRoomFace } from './rooms';

// The room games whose API the product spec fixed before the room driver played them: each
// keeps its own calls, events and view, projected from the room. Every other room game is
// shown as its manifest derives it.

const SPEC_FACES: Readonly<Record<string, RoomFace>> = { 'coin-flip': coinFlipFace as RoomFace };

/** Whether the product spec fixed the game's calls and events (they are the contract's own). */
export const hasSpecRoomFace = (kind: string) => kind in SPEC_FACES;

export function roomFaceOf(game: AnyRoomGame): RoomFace {
  return SPEC_FACES[game.kind] ?? derivedRoomFace(game);
}

/** The lobby's lists as the game's face shows them. */
export function facedLists(
  face: RoomFace,
  lists: { open: RoomView[]; active: RoomView[]; recent: RoomView[] },
) {
  return {
    open: lists.open.map((room) => face.view(room)),
    active: lists.active.map((room) => face.view(room)),
    recent: lists.recent.map((room) => face.view(room)),
  };
}
