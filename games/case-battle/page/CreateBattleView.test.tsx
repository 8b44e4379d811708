// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../../src/client/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseSummary } from '../../../src/shared/contract/cases';
import {
  initModalManager,
  modalStore,
  resolveModal,
  type ModalEntry,
} from '../../../src/client/features/modals/modal-store';
import {
  createClientNotification,
  notificationStore,
} from '../../../src/client/features/notifications/notification-store';
import CreateBattleView from './CreateBattleView';

// The CREATE_BATTLE view in a browser-like DOM: options the core refuses are disabled with
// the core's reason, the seat price follows the picks, and the server's refusal shows as it
// says it.

const box: CaseSummary = {
  _id: '7f1c6a52-3b0e-4c4e-9a55-2b1f0d9e8c01',
  slug: 'recoil-case',
  name: 'Recoil Case',
  image: null,
  price: 250,
  topRarity: 'covert',
  itemCount: 3,
  creator: null,
};

const entry: ModalEntry = {
  modalId: 'createAb',
  type: 'default',
  view: 'CREATE_BATTLE',
  props: {},
  actions: [],
};

beforeAll(() => {
  // The native dialog's methods (happy-dom may lack them).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  initModalManager({ ADD_CASE: {}, CREATE_BATTLE: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  modalStore.setState({ modals: [], current: null });
  notificationStore.setState({ entries: [] });
});

function show() {
  render(
    <MemoryRouter>
      <CreateBattleView modal={entry} title="Create a battle" closable />
    </MemoryRouter>,
  );
}

const option = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

async function addCase(amount: number) {
  fireEvent.click(screen.getByRole('button', { name: 'Add case' }));
  await waitFor(() => expect(modalStore.getState().modals.at(-1)?.view).toBe('ADD_CASE'));
  const picker = modalStore.getState().modals.at(-1)!;
  act(() => resolveModal(picker.modalId, 'confirm', { box, amount }));
}

describe('CREATE_BATTLE', () => {
  it('disables what Group Unboxing forbids, saying why in the core’s words', () => {
    show();
    expect(option('King').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(option('King'));
    expect(option('King').getAttribute('aria-pressed')).toBe('true');
    // KING is now chosen: LAST_ROUND and INVERSE clash with it.
    expect(option('Last round').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('KING and LAST_ROUND cannot be combined')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Group Unboxing' }));
    // The mode change dropped KING, which Group Unboxing refuses.
    expect(option('King').getAttribute('aria-pressed')).toBe('false');
    expect(option('King').getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByText('Group Unboxing splits everything, so KING cannot be chosen'),
    ).toBeTruthy();
    fireEvent.click(option('King'));
    expect(option('King').getAttribute('aria-pressed')).toBe('false');
    expect(option('Fast spin').getAttribute('aria-disabled')).toBeNull();
  });

  it('drops and disables Respin and Tie roll in Group Unboxing: no winner, no tie to break', () => {
    show();
    fireEvent.click(option('Respin'));
    expect(option('Respin').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Group Unboxing' }));
    expect(option('Respin').getAttribute('aria-pressed')).toBe('false');
    for (const [name, code] of [
      ['Respin', 'RESPIN'],
      ['Tie roll', 'ROLL'],
    ] as const) {
      expect(option(name).getAttribute('aria-disabled')).toBe('true');
      expect(
        screen.getByText(`Group Unboxing splits everything, so ${code} cannot be chosen`),
      ).toBeTruthy();
    }
  });

  it('gives a Team Battle its four seats and no other count', () => {
    show();
    fireEvent.click(screen.getByRole('radio', { name: 'Team Battle' }));
    expect((screen.getByRole('radio', { name: '2v2' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '1v1' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('A Team Battle is 2v2: it needs exactly 4 seats')).toBeTruthy();
  });

  it('prices a seat from the picked cases and refuses an empty battle', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Create battle' }));
    await waitFor(() =>
      expect(screen.getByTestId('create-battle-error').textContent).toBe('Add at least one case'),
    );
    await addCase(3);
    expect(screen.getByTestId('battle-seat-price').textContent).toContain('7.50');
    await addCase(1);
    expect(screen.getByTestId('battle-seat-price').textContent).toContain('10.00');
  });

  it('shows the server’s refusal as it says it', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(
        JSON.stringify({
          error: { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    });
    show();
    await addCase(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Private: by link only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create battle' }));
    await waitFor(() =>
      expect(screen.getByTestId('create-battle-error').textContent).toBe('Insufficient balance'),
    );
    expect(calls).toEqual([
      {
        url: '/api/case-battles',
        body: {
          mode: 'VERSUS',
          visibility: 'PRIVATE',
          options: [],
          playerAmount: 2,
          cases: [{ caseId: box._id, amount: 2 }],
        },
      },
    ]);
  });

  it('offers no new battle while an operator has paused battles, and says why', () => {
    // The GAME_DISABLED banner as the server raises it for the battles' page location.
    notificationStore.getState().add({
      ...createClientNotification({ title: 'x', message: 'x', lifetimeMs: 0 }),
      _id: 'paused-CASE_BATTLE',
      source: 'server',
      type: 'GAME_DISABLED',
      variant: 'BANNER',
      location: 'CASE_BATTLE',
      dismissible: 'NEVER',
      title: 'Case Battles is unavailable',
      message: [{ type: 'TEXT', value: 'Case Battles is paused for the moment.' }],
    });
    show();
    const button = screen.getByRole('button', { name: 'Create battle' });
    expect(button).toHaveProperty('disabled', true);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Case Battles is paused for the moment.');
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
  });
});
