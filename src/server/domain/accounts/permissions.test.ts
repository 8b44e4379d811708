import { describe, expect, it } from 'vitest';
import { assertMayActOn, can, mayActOn, rankOf } from './permissions';

describe('permissions', () => {
  it('lets admins adjust wallets and ban, but not players or moderators', () => {
    expect(can(['PLAYER', 'ADMIN'], 'wallet.adjust')).toBe(true);
    expect(can(['SUPER_ADMIN'], 'users.ban')).toBe(true);
    expect(can(['PLAYER'], 'wallet.adjust')).toBe(false);
    expect(can(['MODERATOR'], 'users.ban')).toBe(false);
  });

  it('lets moderators moderate chat and mute', () => {
    expect(can(['MODERATOR'], 'chat.moderate')).toBe(true);
    expect(can(['MODERATOR'], 'users.mute')).toBe(true);
    expect(can(['STREAMER'], 'chat.moderate')).toBe(false);
  });

  it('reserves granting roles to super admins', () => {
    expect(can(['ADMIN'], 'roles.grant')).toBe(false);
    expect(can(['SUPER_ADMIN'], 'roles.grant')).toBe(true);
  });

  it('ranks an account by its highest staff role', () => {
    expect(rankOf(['PLAYER', 'SUPER_ADMIN', 'MODERATOR'])).toBe(3);
    expect(rankOf(['ADMIN'])).toBe(2);
    expect(rankOf(['PLAYER', 'MODERATOR'])).toBe(1);
    for (const roles of [['PLAYER'], ['STREAMER'], ['BOT'], []]) expect(rankOf(roles)).toBe(0);
  });
});

describe('acting on another account', () => {
  const ranks = [['SUPER_ADMIN'], ['ADMIN'], ['MODERATOR'], ['PLAYER'], ['STREAMER']];

  it('is allowed only on a lower rank, but a SUPER_ADMIN acts on anyone', () => {
    const allowed = ranks.map((actor) => ranks.map((target) => mayActOn(actor, target)));
    expect(allowed).toEqual([
      [true, true, true, true, true],
      [false, false, true, true, true],
      [false, false, false, true, true],
      [false, false, false, false, false],
      [false, false, false, false, false],
    ]);
    // A combination counts at its highest role.
    expect(mayActOn(['PLAYER', 'ADMIN'], ['MODERATOR', 'STREAMER'])).toBe(true);
    expect(mayActOn(['MODERATOR', 'ADMIN'], ['PLAYER', 'ADMIN'])).toBe(false);
  });

  it('refuses with 403 naming both ranks', () => {
    expect(() => assertMayActOn(['ADMIN'], ['SUPER_ADMIN'])).toThrow(
      expect.objectContaining({
        code: 'OUTRANKED',
        status: 403,
        message:
          "Your role (ADMIN) does not outrank this account's (SUPER_ADMIN): staff act only on accounts of a lower role",
      }),
    );
    expect(() => assertMayActOn(['PLAYER', 'MODERATOR'], ['STREAMER', 'MODERATOR'])).toThrow(
      "Your role (MODERATOR) does not outrank this account's (MODERATOR)",
    );
    expect(() => assertMayActOn(['SUPER_ADMIN'], ['SUPER_ADMIN'])).not.toThrow();
  });
});
