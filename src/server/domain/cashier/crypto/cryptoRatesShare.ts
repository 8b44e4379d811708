import { z } from 'zod';
import type { Broadcast } from '../../broadcast';
import type { Leadership } from '../../rounds';
import type { UsdRates } from './cryptoPriceFeed';
import type { CryptoRates } from './cryptoRates';

/** What a peer says it read; validated, since it comes over the wire. */
const readingMessage = z.object({
  rates: z.record(z.string(), z.number().positive()),
  readAt: z.number().int().positive(),
});

export interface RatesSharing {
  leadership: Leadership;
  broadcast: Broadcast;
  intervalMs: number;
  /** Tells every client of the cluster (the relay's io.emit); called by the leader only. */
  announce: (rates: UsdRates) => void;
  onError: (error: unknown) => void;
}

/**
 * One process reads the crypto rates for the cluster: the round games' leader (the embedded
 * database's only process, or the holder of PostgreSQL's advisory lock). Each interval it
 * reads the feed, tells every process on the broadcast port, and announces rates that
 * changed, once for all clients. The others keep what they hear; the staleness rule in
 * CryptoRates covers a leader that is gone or a message that was lost.
 */
export function shareCryptoRates(rates: CryptoRates, sharing: RatesSharing): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let announced = '';
  const stopHearing = sharing.broadcast.subscribe('cashier.rates', (message) => {
    const reading = readingMessage.safeParse(message);
    if (reading.success) rates.accept(reading.data);
  });
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const reading = await rates.refresh();
      await sharing.broadcast.publish('cashier.rates', reading);
      const said = JSON.stringify(reading.rates);
      if (said !== announced && sharing.leadership.isLeader && !stopped) {
        announced = said;
        sharing.announce(reading.rates);
      }
    } catch (error) {
      sharing.onError(error);
    } finally {
      running = false;
    }
  };
  const lead = () => {
    if (stopped || timer) return;
    void tick();
    timer = setInterval(() => void tick(), sharing.intervalMs);
    timer.unref();
  };
  const follow = () => {
    clearInterval(timer);
    timer = undefined;
    announced = '';
  };
  sharing.leadership.onGain(lead);
  sharing.leadership.onLoss(follow);
  return () => {
    stopped = true;
    follow();
    stopHearing();
  };
}
