import type { FreeCaseOpening, InventoryItem } from '../../../shared/contract/inventory';
import type { XpBoost } from '../../../shared/contract/users';
import { reportWarning } from '../../lib/report-error';
import { formatAmount } from '../../ui/amount';
import { notify } from '../notifications/notifications';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type RealtimeState, realtimeStore } from '../realtime/realtime-store';
import { sessionStore } from '../session/session-store';
import { startupRead } from '../startup/startup-read';
import { consumeFailureMessage } from './consume-failure';
import { inventoryApi } from './inventory-api';
import { inventoryStore } from './inventory-store';

let started = false;
let generation = 0;
let boostEndTimer: ReturnType<typeof setTimeout> | undefined;

/** Reads the signed-in player's inventory; a slower, older answer is dropped. */
export async function loadInventory(): Promise<void> {
  const mine = ++generation;
  const viewer = sessionStore.getState().user?.id;
  if (!viewer) {
    inventoryStore.getState().clear();
    return;
  }
  try {
    const { inventory } =
      (await startupRead.take('inventory', viewer)) ?? (await inventoryApi.get());
    if (mine === generation) inventoryStore.getState().setItems(inventory.items);
  } catch (error) {
    reportWarning('Inventory could not be loaded', error);
  }
}

function isItemList(value: unknown): value is InventoryItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<InventoryItem> | null) =>
        typeof item?._id === 'string' &&
        typeof item.amount === 'number' &&
        typeof item.name === 'string',
    )
  );
}

function isBoost(value: unknown): value is XpBoost {
  const boost = value as Partial<XpBoost> | null;
  return (
    typeof boost?.multiplier === 'number' &&
    typeof boost.endsAt === 'string' &&
    Number.isFinite(Date.parse(boost.endsAt))
  );
}

/**
 * When the boost shown ends, the user is read again (spec: /users/me after an XP boost
 * ends), even if the server's 'xp-boost.expired' never arrives.
 */
function reloadUserWhenBoostEnds(boost: XpBoost | null | undefined): void {
  clearTimeout(boostEndTimer);
  if (!boost) return;
  const inMs = Date.parse(boost.endsAt) - Date.now();
  // A second late lets the server's clock pass the end too; timers cap near 24.8 days.
  boostEndTimer = setTimeout(
    () => void sessionStore.getState().load(),
    Math.min(Math.max(0, inMs) + 1_000, 2 ** 31 - 1),
  );
}

function socketReady(realtime: RealtimeState, loggedIn: boolean): boolean {
  return realtime.status === 'connected' && loggedIn && realtime.authenticated;
}

/**
 * Starts once per page: loads for the signed-in player, again when the user changes and
 * whenever the socket logs in (spec "User session": after authentication the inventory
 * reloads; events sent while away never arrive), applies 'inventory.update', and follows the
 * XP boost ('xp-boost.activated' shows it, 'xp-boost.expired' reloads the user).
 */
export function startInventory(): void {
  if (started) return;
  started = true;
  onRealtimeEvent('inventory.update', (payload) => {
    const items = (payload as { data?: { items?: unknown } } | null)?.data?.items;
    if (isItemList(items)) inventoryStore.getState().setItems(items);
  });
  onRealtimeEvent('xp-boost.activated', (payload) => {
    const xpBoost = (payload as { data?: { xpBoost?: unknown } } | null)?.data?.xpBoost;
    if (isBoost(xpBoost)) sessionStore.getState().patchUser({ xpBoost });
  });
  onRealtimeEvent('xp-boost.expired', () => void sessionStore.getState().load());
  void loadInventory();
  reloadUserWhenBoostEnds(sessionStore.getState().user?.xpBoost);
  sessionStore.subscribe((state, previous) => {
    if (state.initialized && state.user?.id !== previous.user?.id) void loadInventory();
    if (state.user?.xpBoost !== previous.user?.xpBoost)
      reloadUserWhenBoostEnds(state.user?.xpBoost);
  });
  let ready = socketReady(realtimeStore.getState(), sessionStore.getState().user !== null);
  const follow = () => {
    const now = socketReady(realtimeStore.getState(), sessionStore.getState().user !== null);
    if (now && !ready) void loadInventory();
    ready = now;
  };
  realtimeStore.subscribe(follow);
  sessionStore.subscribe(follow);
}

function announceFreeCase(opening: FreeCaseOpening): void {
  const won = opening.openings[0]!.item;
  notify({
    title: 'Free case opened',
    message: `${opening.case.name}: ${won.name} worth ${formatAmount(won.price)} gems`,
  });
}

/** Uses one of an item: the button waits; a free case shows what it dropped. */
export async function consumeItem(id: string): Promise<void> {
  const state = inventoryStore.getState();
  if (state.using[id]) return;
  state.setUsing(id, true);
  try {
    const result = await inventoryApi.consume(id);
    // The server's list is the truth: its socket update may already have taken the used
    // one off, so taking one here too would count it twice.
    void loadInventory();
    if (result.freeCase) {
      inventoryStore.getState().showFreeCase(result.freeCase);
      announceFreeCase(result.freeCase);
    }
    // Spec "Inventory consume": then refresh the user (a boost, a balance).
    void sessionStore.getState().load();
  } catch (error) {
    notify({ title: 'Inventory', message: consumeFailureMessage(error), severity: 'ERROR' });
    void loadInventory();
  } finally {
    inventoryStore.getState().setUsing(id, false);
  }
}
