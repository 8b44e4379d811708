// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BattleSeats } from './BattleSeats';
import { battleReducer, EMPTY_BATTLE_STATE, type BattleEvent } from './battle-state';
import { battleView } from './battle-view';
import { A, B, bob, cheap, dear, openBattle } from './battle-test-battle';

const viewOf = (events: BattleEvent[]) =>
  battleView(events.reduce(battleReducer, EMPTY_BATTLE_STATE))!;

describe('<BattleSeats>', () => {
  afterEach(cleanup);

  it('offers a free seat to a player who has none, and nothing once seated', () => {
    const onJoin = vi.fn();
    const view = viewOf([{ type: 'snapshot', battle: openBattle(), receivedAt: 0 }]);
    render(<BattleSeats view={view} userId={B} creatorId={A} busy={null} onJoin={onJoin} />);
    fireEvent.click(screen.getByRole('button', { name: 'Join seat 2' }));
    expect(onJoin).toHaveBeenCalledWith(1);
    cleanup();
    render(<BattleSeats view={view} userId={A} creatorId={A} busy={null} onJoin={onJoin} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('You')).toBeTruthy();
  });

  it('shows landed pulls, totals and, once landed, each payout', () => {
    const over = openBattle({
      state: 'GAME_COMPLETED',
      players: [openBattle().players[0]!, bob],
      outcome: [
        { userId: A, itemsWon: [dear, cheap] },
        { userId: B, itemsWon: [cheap, cheap] },
      ],
      winners: [{ userId: A, amount: 2_515 }],
      fairness: { ...openBattle().fairness, blockNumber: 3, serverSeed: 'c'.repeat(64) },
    });
    const view = viewOf([{ type: 'snapshot', battle: over, receivedAt: 0 }]);
    render(<BattleSeats view={view} userId={B} creatorId={A} busy={null} onJoin={() => {}} />);
    const seats = screen.getAllByTestId('battle-seat');
    expect(seats.map((seat) => seat.getAttribute('data-total'))).toEqual(['2505', '10']);
    expect(seats.map((seat) => seat.getAttribute('data-payout'))).toEqual(['2515', '0']);
    expect(screen.getAllByTestId('battle-pull')).toHaveLength(4);
    expect(seats[0]!.className).toContain('arena-seat--won');
  });
});
