// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../../src/client/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BattleActions } from './BattleActions';
import { battleReducer, EMPTY_BATTLE_STATE, type BattleEvent } from './battle-state';
import { battleView } from './battle-view';
import { A, B, bob, C, cheap, dear, openBattle } from './battle-test-battle';

const viewOf = (events: BattleEvent[]) =>
  battleView(events.reduce(battleReducer, EMPTY_BATTLE_STATE))!;

const pause = {
  title: 'Case Battles is unavailable',
  message: 'Case Battles is paused for the moment.',
};

function renderActions(events: BattleEvent[], userId: string | null, paused = false) {
  const handlers = { onJoin: vi.fn(), onCallBots: vi.fn(), onLeave: vi.fn() };
  render(
    <MemoryRouter>
      <BattleActions
        battleId={openBattle()._id}
        view={viewOf(events)}
        userId={userId}
        creatorId={A}
        busy={null}
        listPath="/case-battles"
        pause={paused ? pause : null}
        {...handlers}
      />
    </MemoryRouter>,
  );
  return handlers;
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('<BattleActions>', () => {
  afterEach(cleanup);

  it('offers a player without a seat every free seat, and a visitor too', () => {
    const four = openBattle({
      playerAmount: 4,
      players: [openBattle().players[0]!, { ...bob, seat: 2 }],
    });
    const { onJoin } = renderActions([{ type: 'snapshot', battle: four, receivedAt: 0 }], C);
    expect(buttons()).toEqual(['Join seat 2', 'Join seat 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Join seat 4' }));
    expect(onJoin).toHaveBeenCalledWith(3);
    cleanup();
    renderActions([{ type: 'snapshot', battle: four, receivedAt: 0 }], null);
    expect(buttons()).toEqual(['Join seat 2', 'Join seat 4']);
  });

  it('gives the creator the bots and the refund, a seated player the refund', () => {
    const waiting = openBattle({ playerAmount: 3, players: [openBattle().players[0]!, bob] });
    const events: BattleEvent[] = [{ type: 'snapshot', battle: waiting, receivedAt: 0 }];
    const creator = renderActions(events, A);
    expect(buttons()).toEqual(['Call bots', 'Close and refund']);
    fireEvent.click(screen.getByRole('button', { name: 'Call bots' }));
    expect(creator.onCallBots).toHaveBeenCalled();
    cleanup();
    const seated = renderActions(events, B);
    expect(buttons()).toEqual(['Leave and refund']);
    fireEvent.click(screen.getByRole('button', { name: 'Leave and refund' }));
    expect(seated.onLeave).toHaveBeenCalled();
  });

  it('offers nothing while the reels play, then the verifier once the result has landed', () => {
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
    const playing = { ...over, state: 'GENERATING_OUTCOME' as const, winners: [] };
    renderActions([{ type: 'snapshot', battle: playing, receivedAt: Date.now() }], B);
    expect(buttons()).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    cleanup();
    const events: BattleEvent[] = [{ type: 'snapshot', battle: over, receivedAt: 0 }];
    renderActions([...events, { type: 'result-landed' }], B);
    expect(screen.getByRole('link', { name: 'Verify this battle' }).getAttribute('href')).toBe(
      `/fairness/case-battles?battle=${over._id}`,
    );
    expect(screen.getByRole('link', { name: 'All battles' }).getAttribute('href')).toBe(
      '/case-battles',
    );
  });

  it('takes no seat and calls no bot while battles are paused, says why, and still refunds', () => {
    const waiting = openBattle({ playerAmount: 3, players: [openBattle().players[0]!] });
    const events: BattleEvent[] = [{ type: 'snapshot', battle: waiting, receivedAt: 0 }];
    renderActions(events, C, true);
    const join = screen.getByRole('button', { name: 'Join seat 2' });
    expect(join).toHaveProperty('disabled', true);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(pause.message);
    expect(join.getAttribute('aria-describedby')).toBe(note.id);
    cleanup();
    const creator = renderActions(events, A, true);
    expect(screen.getByRole('button', { name: 'Call bots' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Close and refund' }));
    expect(creator.onLeave).toHaveBeenCalled();
  });
});
