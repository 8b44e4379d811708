import { type DestinationStream, pino } from 'pino';

// The process's log on standard output: a line a request. Written line by line, each line
// is a system call of its own on every request; buffered, one write carries a few dozen.
// A line waits at most LOG_FLUSH_MS (an operator following the log sees it within that),
// and whatever is held is written out when the process exits.

/** Lines are written once this much is held. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a line is held. */
export const LOG_FLUSH_MS = 1000;

export interface LogDestination extends DestinationStream {
  flushSync(): void;
}

export function bufferedLog(fd: number | string = 1): LogDestination {
  const stream = pino.destination({
    dest: fd,
    sync: true,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  process.once('exit', () => stream.flushSync());
  return stream;
}
