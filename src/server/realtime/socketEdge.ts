import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { type ClientEventName, clientEvents } from '../../shared/contract';
import { DomainError } from '../domain/errors';
import { toErrorAnswer } from '../edge/errorAnswer';

// The one way a socket event reaches server code. A message is anything a client chose to
// send, so nothing about it is trusted: its acknowledgement may be missing or not callable,
// its payload anything. The edge parses the payload with the contract, runs the handler,
// and answers once: the handler's result, or the error mapped as HTTP maps it. Nothing a
// handler throws or rejects escapes, since an escaped error stops the whole process.

/** The acknowledgement socket.io appends when the client asked for an answer. */
export type Ack = (answer: unknown) => void;

type Contract = typeof clientEvents;
/** The payload as the contract parsed it. */
export type ClientEventInput<E extends ClientEventName> = z.output<Contract[E]['payload']>;
/** The successful acknowledgement; errors are the edge's to answer. */
export type ClientEventAnswer<E extends ClientEventName> = Extract<
  z.input<Contract[E]['ack']>,
  { data: unknown }
>;
export type ClientEventHandler<E extends ClientEventName> = (
  input: ClientEventInput<E>,
  socket: Socket,
) => Promise<ClientEventAnswer<E>>;
/** One handler for every event of the contract: an event without one does not compile. */
export type ClientEventHandlers = { [E in ClientEventName]: ClientEventHandler<E> };

/** A message's arguments without its acknowledgement, and the acknowledgement if callable. */
export function takeAck(args: readonly unknown[]): { carried: unknown[]; ack: Ack | undefined } {
  const last = args.at(-1);
  if (typeof last === 'function') return { carried: args.slice(0, -1), ack: last as Ack };
  return { carried: [...args], ack: undefined };
}

/** Answers if the client can hear it; a send that fails is logged, never thrown. */
export function answerAck(ack: Ack | undefined, answer: unknown, log: Logger): void {
  if (!ack) return;
  try {
    ack(answer);
  } catch (error) {
    log.error({ err: error }, 'socket acknowledgement failed');
  }
}

export interface EdgeOptions {
  log: Logger;
  /** Outside production every answer is checked against the contract, as HTTP answers are. */
  checkAnswers: boolean;
}

type LooseHandler = (input: unknown, socket: Socket) => Promise<unknown>;

/** Serves every contract event on every socket through the edge. */
export function serveClientEvents(
  io: Server,
  handlers: ClientEventHandlers,
  options: EdgeOptions,
): void {
  const served = Object.entries(handlers) as [ClientEventName, LooseHandler][];
  io.on('connection', (socket) => {
    // Each line a socket's handler logs names the socket, as a request's names the request.
    const scoped = { ...options, log: options.log.child({ socketId: socket.id }) };
    for (const [event, handler] of served) {
      socket.on(event, (...args: unknown[]) => {
        // `handle` catches everything itself; this catch is for a fault in the catching.
        handle(socket, event, handler, args, scoped).catch((error: unknown) =>
          scoped.log.error({ err: error, event }, 'socket edge failed'),
        );
      });
    }
  });
}

async function handle(
  socket: Socket,
  event: ClientEventName,
  handler: LooseHandler,
  args: unknown[],
  { log, checkAnswers }: EdgeOptions,
): Promise<void> {
  const { carried, ack } = takeAck(args);
  const contract = clientEvents[event];
  let answer: unknown;
  try {
    if (carried.length > 1)
      throw new DomainError('VALIDATION', 'An event carries one payload and an acknowledgement');
    answer = await handler(contract.payload.parse(carried[0]), socket);
    if (checkAnswers) contract.ack.parse(answer);
  } catch (error) {
    const mapped = toErrorAnswer(error);
    if (mapped.status >= 500) log.error({ err: error, event }, 'socket event failed');
    answer = mapped.body;
  }
  answerAck(ack, answer, log);
}
