import { describe, expect, it } from 'vitest';
import { CHAT_ACTION_TYPES } from '../../../shared/contract/richText';
import { actionTarget } from './action-targets';

// Spec: "Action button labels".
const SPEC_LABELS = [
  'To Roulette',
  'To Rewards',
  'View Inventory',
  'To X',
  'To TikTok',
  'Sign Up',
  'To Mines',
  'To Plinko',
  'To Case Opening',
  'To Case Battles',
  'Open Cashier',
  'Promo Code',
  'Join Discord',
  'Authorize Discord',
  'Verify Discord',
];

describe('actionTarget', () => {
  it('gives every chat action type a button with one of the spec labels, all used', () => {
    const labels = new Set<string>();
    for (const action of CHAT_ACTION_TYPES)
      for (const linked of [false, true]) {
        const { label } = actionTarget(action, linked);
        expect(SPEC_LABELS, action).toContain(label);
        labels.add(label);
      }
    expect([...labels].sort()).toEqual([...SPEC_LABELS].sort());
  });

  it('leads each action where it belongs', () => {
    expect(actionTarget('inventory', false)).toEqual({
      kind: 'command',
      command: 'inventory',
      label: 'View Inventory',
    });
    expect(actionTarget('rewards', false)).toMatchObject({ kind: 'route', to: '/rewards' });
    expect(actionTarget('case-battle', false)).toMatchObject({ to: '/case-battles' });
    expect(actionTarget('affiliate', false)).toMatchObject({ to: '/profile/affiliate' });
    expect(actionTarget('tiktok-invite', false)).toMatchObject({ kind: 'external' });
    expect(actionTarget('join-discord', false)).toMatchObject({ label: 'Join Discord' });
  });

  it('verifies Discord only with a Discord account linked', () => {
    expect(actionTarget('check-join-discord', false).label).toBe('Authorize Discord');
    expect(actionTarget('check-join-discord', true).label).toBe('Verify Discord');
  });
});
