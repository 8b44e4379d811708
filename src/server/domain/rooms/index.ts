// What the rest of the server may use of this module; its other files are its own.
export { Rooms } from './rooms';
export { BeaconFollower } from './beaconFollower';
export type { FollowedGame, NamedDraw, ReadyReading, Step } from './beaconFollower';
export { LeaderSweep } from './leaderSweep';
export { DEFAULT_REFUND_AFTER_MS, StalledRefunds } from './stalledRefunds';
export type { StalledTable } from './stalledRefunds';
export { holdOpenCap } from './openCap';
export type { OpenCap } from './openCap';
export { RoomDriver } from './roomDriver';
export type { DrivenTable, Overdue, RoomDriverOptions } from './roomDriver';
export { SeatedGame } from './seatedGame';
export type { SeatPlan, SeatStore, SeatedShape } from './seatedGame';
export type {
  PluggedRoomGame,
  PluggedRoomGames,
  RoomGamePlugin,
  RoomPluginDeps,
} from './roomGamePlugin';
