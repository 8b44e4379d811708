// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalEntry } from '../modals/modal-store';
import View from './SteamTradeOffersView';

// A new player saw a 90 px hole between the trade URL field and its button: two empty
// message lines, each holding its height and a grid gap. Nothing to say renders nothing.

vi.mock('../modals/ModalFrame', () => ({
  ModalFrame: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('./steam-trades-api', () => ({
  steamTradesApi: {
    get: vi.fn(async () => ({
      tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
      skins: [],
      offers: [],
    })),
    search: vi.fn(async () => ({ items: [] })),
  },
}));

afterEach(cleanup);

describe('STEAM_TRADE_OFFERS', () => {
  it('renders no empty message lines when there is nothing to say', async () => {
    const modal = { modalId: 'm1' } as unknown as ModalEntry;
    await act(async () => {
      render(<View modal={modal} title="Steam trade offers" closable />);
    });
    const view = await screen.findByTestId('steam-trade-offers');
    expect(view.querySelector('.steam-trades__url')).not.toBeNull();
    const empty = [...view.querySelectorAll('p')].filter((p) => p.textContent?.trim() === '');
    expect(empty.map((p) => p.outerHTML)).toEqual([]);
  });
});
