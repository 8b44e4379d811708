import { describe, expect, it } from 'vitest';
import { richTextSchema, toRichText } from '../../../shared/contract';
import { DomainEventBus, type DomainEvents } from '../events';
import type { RaisedNotice } from '../notifications';
import { audienceProblem } from '../notifications/audience';
import { rouletteGreenNotice, rouletteNotices } from './rouletteNotices';

const NOW = new Date('2030-01-01T12:00:00Z');

function ended(over: Partial<DomainEvents['roulette.ended']>): DomainEvents['roulette.ended'] {
  return {
    roundId: 7,
    number: 0,
    outcome: 'GREEN',
    doubleGreen: false,
    jackpotPaid: 0,
    jackpot: {} as DomainEvents['roulette.ended']['jackpot'],
    ...over,
  };
}

describe("roulette's notices", () => {
  it('the greens are raisable, on the Roulette page; the jackpot says what it paid', () => {
    const notices = [
      rouletteGreenNotice({ streak: 2 }, NOW),
      rouletteGreenNotice({ streak: 3, jackpotPaid: 123_400 }, NOW),
    ];
    expect(notices.map((n) => n.type)).toEqual(['ROULETTE_DOUBLE_GREEN', 'ROULETTE_TRIPLE_GREEN']);
    expect(notices[1]!.message).toContainEqual({ type: 'CURRENCY', amount: 123_400 });
    for (const notice of notices) {
      expect(notice.location).toBe('ROULETTE');
      expect(audienceProblem(notice.audience, [])).toBeNull();
      expect(richTextSchema.safeParse(toRichText(notice.message)).success).toBe(true);
    }
  });

  it('a round raises the double green, the jackpot paid, or nothing', () => {
    const events = new DomainEventBus();
    const raised: RaisedNotice[] = [];
    rouletteNotices(
      events,
      (r) => raised.push(r),
      () => NOW,
    );
    events.emit('roulette.ended', ended({ roundId: 1 }));
    events.emit('roulette.ended', ended({ roundId: 2, doubleGreen: true }));
    events.emit('roulette.ended', ended({ roundId: 3, jackpotPaid: 5_000 }));
    expect(raised.map((r) => r.context)).toEqual([
      'ROULETTE_DOUBLE_GREEN for round 2',
      'ROULETTE_TRIPLE_GREEN for round 3',
    ]);
  });
});
