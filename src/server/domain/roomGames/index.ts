// What the rest of the server may use of this module; its other files are its own.
export { buildRoomPlays } from './roomGamePlugins';
export type { RoomPlays } from './roomGamePlugins';
