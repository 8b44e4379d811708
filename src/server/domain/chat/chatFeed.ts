import { EventEmitter } from 'node:events';
import type { ChatMessage } from '../../../shared/contract';

/** What chat announces after a commit; the realtime layer relays it to every socket. */
export interface ChatFeedEvents {
  message: ChatMessage;
  update: { id: string; active: boolean };
}

export class ChatFeed {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof ChatFeedEvents>(name: K, payload: ChatFeedEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof ChatFeedEvents>(
    name: K,
    listener: (payload: ChatFeedEvents[K]) => void,
  ): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
