// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveStatsStore, recordLiveStat } from './live-stats-store';
import { LiveStatsPanel } from './LiveStatsPanel';
import { PANEL_STEP } from './panel-position';
import { statsPanelStore } from './stats-panel-store';

// The floating live stats: the figures and the chart follow the revealed bets, Reset clears
// them, the grip moves the panel with the keyboard, and the chart has a text summary.

beforeEach(() => {
  liveStatsStore.getState().reset('plinko');
  statsPanelStore.setState({ open: true, offset: { right: 100, bottom: 100 } });
});
afterEach(() => {
  cleanup();
  statsPanelStore.setState({ open: false });
});

const text = (id: string) => screen.getByTestId(id).textContent;

describe('<LiveStatsPanel>', () => {
  it('shows nothing while closed', () => {
    statsPanelStore.setState({ open: false });
    render(<LiveStatsPanel game="plinko" title="Plinko" />);
    expect(screen.queryByTestId('live-stats')).toBeNull();
  });

  it('adds up the revealed bets and summarises the chart in words', () => {
    render(<LiveStatsPanel game="plinko" title="Plinko" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Profit chart: no bets yet.');
    act(() => {
      recordLiveStat('plinko', { stake: 100, payout: 300 });
      recordLiveStat('plinko', { stake: 200, payout: 40 });
      recordLiveStat('dice', { stake: 100, payout: 0 }); // another game's
    });
    expect(screen.getByRole('region', { name: 'Live stats · Plinko' })).toBeTruthy();
    expect(text('live-stats-profit')).toContain('+0.40');
    expect(text('live-stats-wagered')).toContain('3.00');
    expect(text('live-stats-wins')).toBe('1');
    expect(text('live-stats-losses')).toBe('1');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Profit chart over 2 bets: now +0.40 gems, lowest 0.00 gems, highest +2.00 gems.',
    );
    expect(screen.getByTestId('profit-chart').querySelector('.profit-chart__line')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset stats' }));
    expect(text('live-stats-wagered')).toContain('0.00');
    expect(text('live-stats-wins')).toBe('0');
    expect(screen.getByTestId('profit-chart').querySelector('.profit-chart__line')).toBeNull();
  });

  it('moves with the arrow keys on its grip and closes', () => {
    render(<LiveStatsPanel game="plinko" title="Plinko" />);
    const grip = screen.getByRole('button', { name: 'Move live stats' });
    fireEvent.keyDown(grip, { key: 'ArrowLeft' });
    fireEvent.keyDown(grip, { key: 'ArrowUp', shiftKey: true });
    expect(statsPanelStore.getState().offset).toEqual({
      right: 100 + PANEL_STEP,
      bottom: 100 + PANEL_STEP * 4,
    });
    const panel = screen.getByTestId('live-stats');
    expect(panel.style.right).toBe(`${100 + PANEL_STEP}px`);
    fireEvent.click(screen.getByRole('button', { name: 'Close live stats' }));
    expect(screen.queryByTestId('live-stats')).toBeNull();
  });
});
