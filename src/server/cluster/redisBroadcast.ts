import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  type Broadcast,
  type BroadcastMessages,
  type BroadcastTopic,
  BROADCAST_TOPICS,
  LocalBroadcast,
} from '../domain/broadcast';

const envelopeSchema = z.object({
  origin: z.string(),
  topic: z.enum(BROADCAST_TOPICS),
  message: z.unknown(),
});

/**
 * The processes that share a database are one cluster: the channel is named after the
 * database, so two deployments (or two test suites) on one Redis never hear each other.
 */
export function broadcastChannel(databaseIdentity: string): string {
  const digest = createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 16);
  return `gemdrop:broadcast:${digest}`;
}

/**
 * The broadcast port over Redis pub/sub (see domain/broadcast.ts for the rules): local
 * subscribers hear a message at once, peers through the channel. A process skips its own
 * messages when they come back.
 */
export class RedisBroadcast implements Broadcast {
  private readonly local: LocalBroadcast;
  private readonly origin = randomUUID();
  private readonly subscribed: Promise<unknown>;

  constructor(
    private readonly publisher: Redis,
    subscriber: Redis,
    private readonly channel: string,
    private readonly report: (error: unknown, context: string) => void,
  ) {
    this.local = new LocalBroadcast((error) => report(error, 'a broadcast subscriber failed'));
    subscriber.on('message', (from: string, text: string) => {
      if (from !== this.channel) return;
      try {
        const envelope = envelopeSchema.parse(JSON.parse(text));
        if (envelope.origin !== this.origin) this.local.deliver(envelope.topic, envelope.message);
      } catch (error) {
        report(error, 'a malformed broadcast from a peer');
      }
    });
    this.subscribed = subscriber.subscribe(channel);
  }

  /** Resolves once peers' messages reach this process; start-up waits for it. */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  async publish<T extends BroadcastTopic>(topic: T, message: BroadcastMessages[T]) {
    this.local.deliver(topic, message);
    try {
      await this.publisher.publish(
        this.channel,
        JSON.stringify({ origin: this.origin, topic, message }),
      );
    } catch (error) {
      this.report(error, `publishing ${topic}`);
    }
  }

  subscribe<T extends BroadcastTopic>(
    topic: T,
    listener: (message: BroadcastMessages[T]) => void,
  ): () => void {
    return this.local.subscribe(topic, listener);
  }
}
