import { describe, expect, it } from 'vitest';
import type { ChatChannel } from './channels';
import { type RecentMessage, type Sender, assertMaySend, assertNotRepeated } from './chatRules';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const secondsAgo = (s: number) => new Date(NOW.getTime() - s * 1000);
const EN: ChatChannel = { channel: 'en', name: 'English', minLevel: 2, slowModeSeconds: 3 };
const VIP: ChatChannel = { channel: 'vip', name: 'VIP', minLevel: 10, slowModeSeconds: 0 };
const RULES = { rateLimit: { count: 3, windowSeconds: 10 }, repeatWindowSeconds: 60 };
const PLAYER: Sender = { level: 5, mutedUntil: null, bannedUntil: null, isStaff: false };

const sent = (channel: string, s: number, fingerprint = `m${s}`): RecentMessage => ({
  channel,
  createdAt: secondsAgo(s),
  fingerprint,
});
const check = (sender: Partial<Sender>, recent: RecentMessage[] = [], channel = EN) =>
  assertMaySend({ ...PLAYER, ...sender }, channel, recent, NOW, RULES);

describe('assertMaySend', () => {
  it('lets a player with nothing against them post', () => {
    expect(() => check({})).not.toThrow();
  });

  it('refuses a muted player with the time left', () => {
    expect(() => check({ mutedUntil: new Date(NOW.getTime() + 4 * 60_000) })).toThrow(
      'You are muted for 4 minutes',
    );
    expect(() => check({ mutedUntil: new Date(NOW.getTime() + 2 * 3_600_000 + 5) })).toThrow(
      'You are muted for 2 hours',
    );
    expect(() => check({ mutedUntil: secondsAgo(1) })).not.toThrow();
  });

  it('refuses a banned player', () => {
    expect(() => check({ bannedUntil: new Date(NOW.getTime() + 1000) })).toThrow(/banned until/);
  });

  it('refuses below the channel level, naming it', () => {
    expect(() => check({ level: 1 })).toThrow('You need level 2 to chat (you are level 1)');
    expect(() => check({}, [], VIP)).toThrow(
      'The VIP channel is for level 10 and above (you are level 5)',
    );
    expect(() => check({ level: 10 }, [], VIP)).not.toThrow();
  });

  it('limits messages per window across channels, saying how long to wait', () => {
    const three = [sent('vip', 1), sent('ru', 5), sent('tr', 8)];
    expect(() => check({}, three)).toThrow('You are sending messages too fast; wait 2 s');
    expect(() => check({}, [sent('vip', 1), sent('ru', 5), sent('tr', 11)])).not.toThrow();
  });

  it('applies slow mode per channel', () => {
    expect(() => check({}, [sent('en', 1)])).toThrow('Slow mode is on in this channel: wait 2 s');
    expect(() => check({}, [sent('ru', 1)])).not.toThrow();
    expect(() => check({}, [sent('en', 3)])).not.toThrow();
  });

  it('lets staff past levels and slow mode, not past mutes or the rate limit', () => {
    const staff = { level: 0, isStaff: true };
    expect(() => check(staff, [sent('en', 1)], VIP)).not.toThrow();
    expect(() => check(staff, [sent('en', 1)])).not.toThrow();
    expect(() => check({ ...staff, mutedUntil: new Date(NOW.getTime() + 60_000) })).toThrow(
      /muted/,
    );
    expect(() => check(staff, [sent('en', 1), sent('en', 2), sent('en', 3)])).toThrow(/too fast/);
  });
});

describe('assertNotRepeated', () => {
  it('refuses the same text within the window, in any channel', () => {
    expect(() => assertNotRepeated('gg', [sent('ru', 30, 'gg')], NOW, RULES)).toThrow(
      'You already sent that message; say something new',
    );
    expect(() => assertNotRepeated('gg', [sent('ru', 61, 'gg')], NOW, RULES)).not.toThrow();
    expect(() => assertNotRepeated('gg wp', [sent('ru', 1, 'gg')], NOW, RULES)).not.toThrow();
  });
});
