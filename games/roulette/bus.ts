// Roulette's commands on the page-scene bus (games/engine/bus.ts). A round is the same
// for every watcher, so the page drives the scene with the server's times: each command
// says how far into its phase the round already is (the page corrects its clock offset),
// and the scene moves on by frame time from there. A page that joins mid-round first sends
// the last finished round's 'roulette:result', so its strip rests where every watcher's does
// and the next roll travels the same way for all.

export type RouletteCommands = {
  /** Betting is open: the countdown bar runs down from `endsInMs` (of the 15 s). */
  'roulette:betting': { roundId: string; endsInMs: number };
  /**
   * The strip spins onto `slot` and stops exactly 6 s after the roll began; 'done' answers
   * with `id` on the frame it stops. `landingOffset` (0..1, from the server, the same for
   * every watcher) is where across the slot's face the marker stops. `elapsedMs` is how much
   * of the roll has already passed: a late joiner starts mid-spin.
   */
  'roulette:roll': {
    id: string;
    roundId: string;
    slot: number;
    landingOffset: number;
    elapsedMs: number;
  };
  /**
   * The round's result: highlights `slot` under the marker. A roll still stopping on the
   * same slot keeps its motion; otherwise (a joiner during the result phase) the strip
   * shows the slot at once.
   */
  'roulette:result': { roundId: string; slot: number; landingOffset?: number };
  /** No round runs (paused, or between connections): no countdown, no highlight. */
  'roulette:idle': undefined;
};
