import { useCallback, useEffect, useMemo, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RoomLists, RoomView } from '../../../shared/contract/rooms';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { subscribeChannel, unsubscribeChannel } from '../realtime/realtime';
import type { RoomApi } from './room-api';
import {
  mergeRooms,
  roomLists,
  roomOfPayload,
  roomsOfListsPayload,
  type RoomsById,
} from './room-feed';

export interface RoomFeedDeps {
  subscribe: (channel: string) => void;
  unsubscribe: (channel: string) => void;
  on: (event: string, listener: (payload: unknown) => void) => () => void;
}

const realtimeDeps: RoomFeedDeps = {
  subscribe: subscribeChannel,
  unsubscribe: unsubscribeChannel,
  on: onRealtimeEvent,
};

/**
 * Feeds a room game's lobby: listens first, subscribes to `game:<kind>` (the server answers
 * with the lists once this socket hears every change), and loads the lists over HTTP too,
 * for a socket not connected yet. Returns the stop.
 */
export function connectRooms(
  kind: string,
  api: Pick<RoomApi, 'list'>,
  apply: (rooms: readonly RoomView[]) => void,
  onError: (error: unknown) => void,
  deps: RoomFeedDeps = realtimeDeps,
): () => void {
  let stopped = false;
  const channel = `game:${kind}`;
  const stops = [
    deps.on(`${kind}.game`, (payload) => {
      const room = roomOfPayload(kind, payload);
      if (room) apply([room]);
    }),
    deps.on(`${kind}.games`, (payload) => {
      const rooms = roomsOfListsPayload(kind, payload);
      if (rooms) apply(rooms);
    }),
  ];
  deps.subscribe(channel);
  api.list().then(
    ({ open, active, recent }) => {
      if (!stopped) apply([...open, ...active, ...recent]);
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    deps.unsubscribe(channel);
    for (const stop of stops) stop();
  };
}

export interface RoomGamesView extends RoomLists {
  rooms: RoomsById;
  /** The lists could not load (the socket may still bring rooms). */
  failed: boolean;
  /** A room this tab's own call answered with: shown at once, before its socket event. */
  apply: (room: RoomView) => void;
}

/** A room game's lobby for a page: its rooms, kept live from the game's channel. */
export function useRoomGames(
  kind: string,
  api: Pick<RoomApi, 'list'>,
  recent: number,
): RoomGamesView {
  const [rooms, setRooms] = useState<RoomsById>(() => new Map());
  const [failed, setFailed] = useState(false);
  useEffect(
    () =>
      connectRooms(
        kind,
        api,
        (incoming) => setRooms((known) => mergeRooms(known, incoming)),
        () => setFailed(true),
      ),
    [kind, api],
  );
  const apply = useCallback((room: RoomView) => setRooms((known) => mergeRooms(known, [room])), []);
  const lists = useMemo(() => roomLists(rooms, recent), [rooms, recent]);
  return { ...lists, rooms, failed, apply };
}
