// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleUser } from '../../../shared/contract/examples';
import type { InventoryItem } from '../../../shared/contract/inventory';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/session-hint';
import type { ModalEntry } from '../modals/modal-store';
import { dispatchRealtimeEvent } from '../realtime/realtime-events';
import { sessionStore } from '../session/session-store';
import { loadInventory, startInventory } from './inventory-loader';
import { inventoryStore } from './inventory-store';
import InventoryView from './InventoryView';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

const freeCases = (amount: number): InventoryItem[] =>
  amount > 0 ? [{ _id: 'free-case', amount, name: 'Free case', image: null }] : [];

/**
 * A fake server holding `start` free cases. A use takes one and, as the real relay often
 * does, pushes the whole list on the socket before the HTTP answer reaches the tab.
 */
function serveFreeCases(start: number) {
  let held = start;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/user/inventory/get') return json({ inventory: { items: freeCases(held) } });
    if (url === '/api/user/inventory/consume') {
      held -= 1;
      dispatchRealtimeEvent('inventory.update', { data: { items: freeCases(held) } });
      return json({ ok: true });
    }
    if (url === '/api/users/me') return json({ user: exampleUser });
    return new Response('{}', { status: 404 });
  });
}

const modal: ModalEntry = {
  modalId: 'inventory1',
  type: 'default',
  view: 'INVENTORY',
  props: {},
  actions: [],
};

/** Clicks Use and waits until the use has finished (its button no longer waits). */
const useFreeCase = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Use Free case' }));
  await waitFor(() => expect(inventoryStore.getState().using).toEqual({}));
};
const shownCount = () => screen.queryByTestId('inventory-item-free-case')?.textContent ?? 'none';

beforeEach(() => {
  // The session store asks /users/me only where the server's signed-in hint is.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
  sessionStore.setState({ initialized: true, user: exampleUser });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null });
  inventoryStore.getState().clear();
});

describe('<InventoryView> counts', () => {
  it('shows what the server holds after each use, when its socket update comes first', async () => {
    serveFreeCases(3);
    startInventory();
    await loadInventory();
    render(
      <MemoryRouter>
        <InventoryView modal={modal} title="Inventory" closable />
      </MemoryRouter>,
    );
    expect(shownCount()).toContain('×3');

    await useFreeCase();
    expect(shownCount()).toContain('×2');
    await useFreeCase();
    expect(shownCount()).toContain('×1');
    expect(screen.queryByText(/Your inventory is empty/)).toBeNull();
  });
});
