import { pino } from 'pino';
import type { Server } from 'socket.io';
import { channels, serverEvents } from '../../shared/contract';
import type { RouletteBet, RouletteJackpot } from '../../shared/contract/roulette';
import type { Services } from '../services';
import { channelRoom } from './channels';

// Roulette's socket events (rule 1 of relays.ts): the process where a round changed or a
// bet was placed emits once, and the adapter carries it to every process. Bets go to the
// game:roulette room in batches, at most one per BATCH_MS, with the live jackpot they
// feed; the jackpot goes to every socket (the chat's roulette button shows it on every
// page) at most once per JACKPOT_MS while bets feed it, once when a round ends and once
// when the next opens (the streak shown after a triple green starts again). Every
// emit waits its turn in one queue, so a batch read before a phase change goes out first.
// A socket that subscribes gets the round as it is, in one event.

const BATCH_MS = 100;
const JACKPOT_MS = 1_000;

export function relayRoulette(io: Server, services: Services): () => void {
  const log = pino({ level: services.config.logLevel, name: 'roulette-relay' });
  const room = channelRoom(channels.game('roulette'));
  const { roulette } = services.rounds;
  const pending = new Map<number, Map<string, RouletteBet>>();
  let batchTimer: NodeJS.Timeout | undefined;
  let jackpotTimer: NodeJS.Timeout | undefined;
  let jackpotSentAt = 0;
  let queue = Promise.resolve();

  const enqueue = (task: () => Promise<void> | void, what: string) => {
    queue = queue
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `roulette: ${what}`));
  };

  const sendJackpot = (jackpot: RouletteJackpot) => {
    jackpotSentAt = Date.now();
    io.emit('roulette.jackpot', serverEvents['roulette.jackpot'].payload.parse({ data: jackpot }));
  };

  /** Takes the batch now; its jackpot is read in the queue, before anything queued later. */
  function flush() {
    clearTimeout(batchTimer);
    batchTimer = undefined;
    const batches = [...pending].map(([roundId, bets]) => ({ roundId, bets: [...bets.values()] }));
    pending.clear();
    if (batches.length === 0) return;
    enqueue(async () => {
      const jackpot = await roulette.jackpot();
      for (const data of batches)
        io.to(room).emit(
          'roulette.bets',
          serverEvents['roulette.bets'].payload.parse({ data: { ...data, jackpot } }),
        );
    }, 'a batch of bets');
  }

  const stops = [
    services.events.on('roulette.round', ({ round }) => {
      flush(); // bets first: they were placed before the phase changed
      const payload = serverEvents['roulette.round'].payload.parse({ data: { round } });
      enqueue(() => void io.to(room).emit('roulette.round', payload), 'a round');
      // A new round starts the streak shown after a triple green (3) again from 0.
      if (round.phase === 'betting')
        enqueue(() => sendJackpot(round.jackpot), 'the jackpot of a new round');
    }),
    services.events.on('roulette.bet', ({ roundId, bet }) => {
      const batch = pending.get(roundId) ?? new Map<string, RouletteBet>();
      batch.set(bet.id, bet);
      pending.set(roundId, batch);
      batchTimer ??= setTimeout(flush, BATCH_MS);
      jackpotTimer ??= setTimeout(
        () => {
          jackpotTimer = undefined;
          enqueue(async () => sendJackpot(await roulette.jackpot()), 'the jackpot');
        },
        Math.max(BATCH_MS, jackpotSentAt + JACKPOT_MS - Date.now()),
      );
    }),
    services.events.on('roulette.ended', ({ jackpot }) => {
      enqueue(() => sendJackpot(jackpot), 'the jackpot after a round');
    }),
  ];

  io.on('connection', (socket) => {
    socket.use(([event], next) => {
      next();
      if (event !== `${channels.game('roulette')}.subscribe`) return;
      roulette.snapshot().then(
        (round) => {
          if (round)
            socket.emit(
              'roulette.round',
              serverEvents['roulette.round'].payload.parse({ data: { round } }),
            );
        },
        (error: unknown) => log.error({ err: error }, 'roulette: snapshot for a subscriber'),
      );
    });
  });

  return () => {
    clearTimeout(batchTimer);
    clearTimeout(jackpotTimer);
    stops.forEach((stop) => stop());
  };
}
