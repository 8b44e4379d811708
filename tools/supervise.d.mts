import type { ChildProcess, StdioOptions } from 'node:child_process';

export const CONFIG_ERROR_EXIT: number;

export interface Backoff {
  firstMs: number;
  maxMs: number;
  /** A server that ran this long before dying starts the pauses over. */
  resetAfterMs: number;
}
export const DEFAULT_BACKOFF: Backoff;

export function backoffDelay(crashes: number, backoff: Pick<Backoff, 'firstMs' | 'maxMs'>): number;

export interface Supervisor {
  /** The exit code `npm start` ends with. */
  done: Promise<number>;
  stop(signal?: NodeJS.Signals): void;
}

export function supervise(options: {
  command: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  log?: (line: string) => void;
  backoff?: Backoff;
  now?: () => number;
  /** Told of each start (the first and every restart), e.g. to record the process id. */
  onStart?: (child: ChildProcess) => void;
}): Supervisor;
