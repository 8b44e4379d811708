// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import type { ModalEntry } from '../modals/modal-store';
import { sessionStore } from '../session/session-store';
import FairnessView from './FairnessView';
import { seedsStore } from './seeds-store';

const requests: { path: string; body: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    requests.push({ path: url, body });
    const answers: Record<string, unknown> = {
      '/api/fairness/seeds/start': exampleResponses.getFairnessSeeds,
      '/api/fairness/seeds/revealed': { pairs: [], nextCursor: null },
      '/api/fairness/seeds/rotate': exampleResponses.rotateFairnessSeeds,
    };
    const answer = answers[url];
    return new Response(JSON.stringify(answer ?? { error: { message: 'No', code: 'X' } }), {
      status: answer ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  seedsStore.getState().reset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const modal: ModalEntry = {
  modalId: 'fairness',
  type: 'default',
  view: 'FAIRNESS',
  props: {},
  actions: [],
};

const renderView = () =>
  render(
    <MemoryRouter>
      <FairnessView modal={modal} title="Provably fair" closable />
    </MemoryRouter>,
  );

describe('<FairnessView>', () => {
  it('asks a visitor to log in and calls nothing', () => {
    sessionStore.setState({ initialized: true, user: null });
    renderView();
    expect(screen.getByRole('dialog', { name: 'Provably fair' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows the player's pair and rotates it with a new client seed", async () => {
    sessionStore.setState({
      initialized: true,
      user: {
        id: '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f',
        username: 'player_one',
        roles: ['PLAYER'],
        balance: 100_000,
        twoFactorEnabled: false,
      },
    });
    renderView();
    const pair = await screen.findByTestId('fairness-modal-pair');
    expect(pair.textContent).toContain('my-lucky-seed');
    expect(pair.textContent).toContain('7');

    fireEvent.change(screen.getByLabelText('New client seed'), { target: { value: 'new-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/fairness/seeds/rotate')?.body).toEqual({
        clientSeed: 'new-seed',
      }),
    );
  });
});
