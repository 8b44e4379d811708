// Keeps the server running under `npm start`: a server process that dies unexpectedly is
// started again, after a pause that grows while it keeps dying, so a crash loop does not
// spin. A clean stop is left alone: our own SIGTERM/SIGINT, or the server's exit code 0
// (what it exits with after stopping gracefully on a signal sent to it directly).
import { spawn } from 'node:child_process';

/** The server's exit code for a configuration it refuses: starting again cannot fix that. */
export const CONFIG_ERROR_EXIT = 78;

export const DEFAULT_BACKOFF = { firstMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The pause before start number `crashes + 1` of a loop: doubled each time, up to the cap. */
export function backoffDelay(crashes, { firstMs, maxMs }) {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, crashes - 1));
}

const duration = (ms) => (ms < 1_000 ? `${ms} ms` : `${ms / 1_000} s`);

/** Runs `command` and supervises it until `stop()` or a clean exit; `done` is the exit code. */
export function supervise({
  command,
  args = [],
  env = process.env,
  stdio = 'inherit',
  log = (line) => console.log(line),
  backoff = DEFAULT_BACKOFF,
  now = Date.now,
  onStart = () => {},
}) {
  let child = null;
  let restart = null;
  let stopping = false;
  let crashes = 0;
  let finished = false;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));
  const finish = (code) => {
    finished = true;
    resolveDone(code);
  };

  const start = () => {
    restart = null;
    const startedAt = now();
    child = spawn(command, args, { env, stdio });
    onStart(child);
    child.once('error', (error) => {
      // The command itself could not run: nothing to restart.
      log(`could not start the server: ${error.message}`);
      child = null;
      finish(1);
    });
    child.once('exit', (code, signal) => {
      child = null;
      if (finished) return;
      if (stopping) return finish(code ?? 0);
      if (code === 0) return finish(0);
      if (code === CONFIG_ERROR_EXIT) {
        log(`server exited with code ${code} (its configuration is refused); not restarting`);
        return finish(code);
      }
      // A server that ran a while crashed once, not in a loop: the pause starts small again.
      crashes = now() - startedAt >= backoff.resetAfterMs ? 1 : crashes + 1;
      const delay = backoffDelay(crashes, backoff);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(`server ${how}; restarting in ${duration(delay)}`);
      restart = setTimeout(start, delay);
    });
  };

  start();
  return {
    done,
    /** Stops the server with `signal` and does not start it again. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (restart) {
        clearTimeout(restart);
        restart = null;
        finish(0);
      }
      child?.kill(signal);
    },
  };
}
