import { describe, expect, it } from 'vitest';
import { createInventoryStore } from './inventory-store';

const item = (id: string, amount: number) => ({ _id: id, amount, name: id, image: null });

describe('inventory store', () => {
  it('replaces the list with what the server sends, and forgets all on clear', () => {
    const store = createInventoryStore();
    store.getState().setItems([item('free-case', 3)]);
    store.getState().setUsing('free-case', true);
    expect(store.getState().using).toEqual({ 'free-case': true });
    store.getState().setUsing('free-case', false);
    expect(store.getState().using).toEqual({});
    store.getState().setItems([item('rakeback-token', 1)]);
    expect(store.getState().items).toEqual([item('rakeback-token', 1)]);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ items: [], loaded: false, lastFreeCase: null });
  });
});
