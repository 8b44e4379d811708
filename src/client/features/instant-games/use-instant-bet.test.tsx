// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diceBetBodySchema } from '../../../../games/dice/bet';
import { diceClient } from '../../../../games/dice/client';
import { exampleResponses } from '../../../shared/contract/examples';
import { MemoryRouter } from '../../router';
import { notificationStore } from '../notifications/notification-store';
import { sessionStore } from '../session/session-store';
import { type InstantBet, useInstantBet } from './use-instant-bet';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

const answer = exampleResponses.diceBet;
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  sessionStore.setState({
    initialized: true,
    user: { id: 'u1', username: 'alice', roles: ['PLAYER'], balance: 100_000 },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url !== '/api/games/dice/bet') return new Response('{}', { status: 404 });
    posted.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify(answer), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null });
  notificationStore.setState({ entries: [] });
});

/** A scene whose landing the test lets happen. */
function scene() {
  let land = () => {};
  const played: InstantBet<'dice'>[] = [];
  const play = (_driver: unknown, bet: InstantBet<'dice'>) => {
    played.push(bet);
    return new Promise<void>((resolve) => (land = resolve));
  };
  return { play, played, land: () => land() };
}

function render(target: number, overlap = false) {
  const landing = scene();
  const { result } = renderHook(
    () =>
      useInstantBet({
        client: diceClient,
        schema: diceBetBodySchema,
        body: (stake) => ({ amount: stake, target, direction: 'over' }),
        play: landing.play,
        words: (bet) => ({ line: (net) => `Roll ${bet.outcome.roll} · ${net}`, label: 'x' }),
        overlap,
      }),
    // The leave guard reads the router.
    { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> },
  );
  return { result, landing };
}

describe('useInstantBet', () => {
  it('sends the checked body with its pace, holds busy until the scene lands, then words it', async () => {
    const { result, landing } = render(5_050);
    let bet: Promise<void> | undefined;
    act(() => void (bet = result.current.onBet(100)));
    await waitFor(() => expect(landing.played).toHaveLength(1));
    expect(posted).toEqual([{ amount: 100, target: 5_050, direction: 'over', pace: 'normal' }]);
    expect(result.current.busy).toBe(true);
    expect(result.current.result).toBeNull();
    let settled = false;
    void bet!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await act(async () => {
      landing.land();
      await bet;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.result?.text).toMatch(new RegExp(`^Roll ${answer.bet.outcome.roll} · `));
  });

  it('frees an overlapping game’s button at once, before the landing', async () => {
    const { result, landing } = render(5_050, true);
    await act(() => result.current.onBet(100));
    await waitFor(() => expect(landing.played).toHaveLength(1));
    expect(result.current.busy).toBe(true);
    act(() => landing.land());
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('refuses a body its schema refuses, with the schema’s words, and sends nothing', async () => {
    const refused = { amount: 100, target: 99_999, direction: 'over' };
    const { result, landing } = render(refused.target);
    await act(() => result.current.onBet(100));
    expect(posted).toEqual([]);
    expect(landing.played).toEqual([]);
    expect(result.current.busy).toBe(false);
    const shown = notificationStore.getState().entries.map((entry) => entry.props);
    expect(shown).toContainEqual(
      expect.objectContaining({
        title: 'Bet not placed',
        message: [
          { type: 'TEXT', value: diceBetBodySchema.safeParse(refused).error?.issues[0]?.message },
        ],
      }),
    );
  });
});
