// Group commit: while every lane has a statement in flight, new items wait and then go
// together as one statement (one round trip and one commit for the group). An idle lane
// takes an item at once, so a quiet server adds no delay; a busy one writes bigger groups.

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

export class GroupCommit<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private inFlight = 0;

  /**
   * @param run writes a group in one statement and answers each item, in order; if it
   *   throws, nothing of the group was written.
   */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly lanes: number,
    private readonly maxGroup = 32,
  ) {
    if (!(lanes >= 1 && maxGroup >= 1)) throw new Error('groupCommit: needs a lane and a group');
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.lanes && this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.maxGroup);
      this.inFlight++;
      void this.write(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async write(group: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.run(group.map((w) => w.item));
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      // One item's failure must not become the others': each gets its own answer alone.
      for (const w of group) await this.write([w]);
    }
  }
}
