// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BattleSeats } from './BattleSeats';
import { battleReducer, EMPTY_BATTLE_STATE, type BattleEvent } from './battle-state';
import { battleView } from './battle-view';
import { A, B, bob, cheap, dear, openBattle } from './battle-test-battle';

const viewOf = (events: BattleEvent[]) =>
  battleView(events.reduce(battleReducer, EMPTY_BATTLE_STATE))!;

describe('<BattleSeats>', () => {
  afterEach(cleanup);

  it("marks a free seat as free: its Join button is among the page's main controls", () => {
    const view = viewOf([{ type: 'snapshot', battle: openBattle(), receivedAt: 0 }]);
    render(<BattleSeats view={view} userId={B} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Free seat')).toBeTruthy();
    cleanup();
    render(<BattleSeats view={view} userId={A} />);
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
    render(<BattleSeats view={view} userId={B} />);
    const seats = screen.getAllByTestId('battle-seat');
    expect(seats.map((seat) => seat.getAttribute('data-total'))).toEqual(['2505', '10']);
    expect(seats.map((seat) => seat.getAttribute('data-payout'))).toEqual(['2515', '0']);
    expect(screen.getAllByTestId('battle-pull')).toHaveLength(4);
    expect(seats[0]!.className).toContain('arena-seat--won');
  });
});
