import { describe, expect, it } from 'vitest';
import { can } from './permissions';

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
});
