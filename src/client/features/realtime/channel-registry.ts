/**
 * The channels this tab wants, kept across disconnects so every reconnect can
 * re-subscribe them. Changing the set while disconnected only edits the set.
 */
export class ChannelRegistry {
  private readonly channels = new Set<string>();

  /** Adds a channel; true when it was not there yet (so a subscribe should be sent). */
  add(channel: string): boolean {
    if (this.channels.has(channel)) return false;
    this.channels.add(channel);
    return true;
  }

  /** Removes a channel; true when it was there (so an unsubscribe should be sent). */
  remove(channel: string): boolean {
    return this.channels.delete(channel);
  }

  has(channel: string): boolean {
    return this.channels.has(channel);
  }

  /** Every wanted channel, in the order first subscribed. */
  list(): string[] {
    return [...this.channels];
  }
}
