// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { ApiError } from '../../lib/api-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelOf } from '../../../shared/levels';
import { OverviewTab } from './OverviewTab';
import { overviewApi } from './overview-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const text = (id: string) => screen.getByTestId(id).textContent;

describe('<OverviewTab>', () => {
  it('shows the level, XP progress and figures the server sent', async () => {
    const xp = levelOf(1_234);
    vi.spyOn(overviewApi, 'get').mockResolvedValue({
      overview: {
        xp,
        wagered: 125_000,
        profit: -3_150,
        bets: 1_042,
        favouriteGame: 'dice',
        memberSince: '2025-01-15T12:00:00.000Z',
      },
    });
    render(<OverviewTab />);
    expect(await screen.findByRole('heading', { name: `Level ${xp.level}` })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: `XP progress to level ${xp.level + 1}` });
    expect(Number(bar.getAttribute('value'))).toBeCloseTo(xp.progress);
    expect(text('overview-xp')).toContain(`/ ${xp.next.toLocaleString('en-US')} XP`);
    expect(text('overview-wagered')).toContain('1,250.00');
    expect(text('overview-profit')).toContain('-31.50');
    expect(text('overview-bets')).toBe('1,042');
    expect(text('overview-favourite')).toBe('Dice');
    expect(screen.getByTestId('overview-member-since').querySelector('time')?.dateTime).toBe(
      '2025-01-15T12:00:00.000Z',
    );
  });

  it('says when there is no favourite yet, and shows errors', async () => {
    vi.spyOn(overviewApi, 'get').mockResolvedValueOnce({
      overview: {
        xp: levelOf(0),
        wagered: 0,
        profit: 0,
        bets: 0,
        favouriteGame: null,
        memberSince: '2025-01-15T12:00:00.000Z',
      },
    });
    render(<OverviewTab />);
    expect((await screen.findByTestId('overview-favourite')).textContent).toBe('None yet');
    cleanup();
    vi.spyOn(overviewApi, 'get').mockRejectedValueOnce(
      new ApiError('Network down', 503, 'UNAVAILABLE'),
    );
    render(<OverviewTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network down');
  });
});
