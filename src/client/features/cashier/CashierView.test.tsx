// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import { sessionStore } from '../session/session-store';
import type { ModalEntry } from '../modals/modal-store';
import { cashierStore } from './cashier-store';
import CashierView from './CashierView';

// Component tests against a fake fetch: the real store, api module and forms, with the
// contract's example answers standing in for the server.

const withdrawal = exampleResponses.listCryptoTransactions.transactions[0]!;
const deposit = {
  ...exampleResponses.listCryptoTransactions.transactions[1]!,
  id: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
};
const methods = {
  deposit: [
    { symbol: 'BTC', name: 'Bitcoin', blockchains: ['BTC'] },
    { symbol: 'USDT', name: 'Tether', blockchains: ['TRC20', 'ERC20'] },
  ],
  withdraw: [{ symbol: 'BTC', name: 'Bitcoin', blockchains: ['BTC'] }],
};

type Answer = { status: number; body: unknown };
const requests: { method: string; path: string; body: unknown }[] = [];
let withdrawAnswer: Answer;
let cardAnswer: Answer;
let skinsInventory: Answer;
let skinDeposits: unknown[];

function answerFor(method: string, path: string, body: unknown): Answer {
  const ok = (value: unknown) => ({ status: 200, body: value });
  if (path === '/api/cashier/currency/crypto') return ok({ rates: { BTC: 65_000, USDT: 1 } });
  if (path === '/api/cashier/crypto/methods') return ok(methods);
  if (path === '/api/cashier/withdraw/crypto/fees')
    return ok({ fees: [{ symbol: 'BTC', blockchain: 'BTC', fee: 700 }] });
  if (path === '/api/cashier/bonuses') return ok(exampleResponses.getCashierBonuses);
  if (path === '/api/cashier/crypto/transactions')
    return ok({ transactions: [withdrawal, deposit] });
  if (path === '/api/cashier/crypto/deposit-address') {
    const { symbol, blockchain } = body as { symbol: string; blockchain: string };
    return ok({
      address: {
        ...exampleResponses.createDepositAddress.address,
        symbol,
        blockchain,
        address: `sandbox-${symbol.toLowerCase()}-${blockchain.toLowerCase()}-0001`,
      },
    });
  }
  if (path === '/api/cashier/crypto/withdraw' && method === 'POST') return withdrawAnswer;
  if (path === '/api/cashier/card/checkout' && method === 'POST') return cardAnswer;
  if (path === '/api/cashier/skins/inventory') return skinsInventory;
  if (path === '/api/cashier/skins/deposits') return ok({ deposits: skinDeposits });
  if (path === '/api/cashier/skins/deposit' && method === 'POST') {
    const sent = exampleResponses.createSkinDeposit;
    skinDeposits = [sent.deposit];
    return ok(sent);
  }
  if (path === '/api/steam/trade-url' && method === 'POST') {
    skinsInventory = { status: 200, body: exampleResponses.getSkinDepositInventory };
    return ok({ tradeUrl: (body as { data: { tradeUrl: string } }).data.tradeUrl });
  }
  return { status: 404, body: { error: { message: `No route ${path}`, code: 'NOT_FOUND' } } };
}

beforeEach(() => {
  requests.length = 0;
  withdrawAnswer = { status: 200, body: exampleResponses.withdrawCrypto };
  cardAnswer = { status: 200, body: exampleResponses.createCardCheckout };
  skinsInventory = {
    status: 200,
    body: {
      ...exampleResponses.getSkinDepositInventory,
      items: [
        ...exampleResponses.getSkinDepositInventory.items,
        {
          assetId: '38350177013',
          marketName: 'AWP | Asiimov (Field-Tested)',
          image: null,
          value: 2_527,
          gems: 2_274,
        },
      ],
    },
  };
  skinDeposits = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    requests.push({ method, path: url, body });
    const answer = answerFor(method, url, body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  cashierStore.getState().clear();
  sessionStore.setState({
    initialized: true,
    user: {
      id: '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f',
      username: 'player_one',
      roles: ['PLAYER'],
      balance: 100_000,
      twoFactorEnabled: true,
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCashier(mode: 'deposit' | 'card' | 'skins' | 'withdraw' = 'deposit') {
  const modal: ModalEntry = {
    modalId: 'abcdefgh',
    type: 'default',
    view: 'CASHIER',
    props: { mode },
    actions: [],
  };
  return render(
    <MemoryRouter>
      <CashierView modal={modal} title="Deposit" closable />
    </MemoryRouter>,
  );
}

describe('<CashierView> deposit', () => {
  it('shows the address with its QR code, the bonus, and converts gems to coin', async () => {
    renderCashier();
    const address = await screen.findByTestId('deposit-address-text');
    expect(address.textContent).toBe('sandbox-btc-btc-0001');
    // The QR code is drawn by a promise of its own: it may come after the address.
    expect(
      await screen.findByRole('img', { name: 'QR code of your BTC deposit address' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('deposit-bonuses').textContent).toContain('+5% REFERRAL');
    expect(screen.getByTestId('deposit-rate').textContent).toContain('1 BTC = $65,000.00');

    fireEvent.change(screen.getByLabelText('You get (gems)'), { target: { value: '100' } });
    expect((screen.getByLabelText('You send (BTC)') as HTMLInputElement).value).toBe('0.00109891');
    // 100.00 gems and 5% on top.
    expect(screen.getByTestId('deposit-bonuses').textContent).toContain('105.00');

    fireEvent.change(screen.getByLabelText('You send (BTC)'), { target: { value: '0.001' } });
    expect((screen.getByLabelText('You get (gems)') as HTMLInputElement).value).toBe('91.00');
  });

  it('asks for the address of the coin and network picked', async () => {
    renderCashier();
    await screen.findByTestId('deposit-address-text');
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'USDT' } });
    await waitFor(() =>
      expect(screen.getByTestId('deposit-address-text').textContent).toBe(
        'sandbox-usdt-trc20-0001',
      ),
    );
    fireEvent.change(screen.getByLabelText('Network'), { target: { value: 'ERC20' } });
    await waitFor(() =>
      expect(screen.getByTestId('deposit-address-text').textContent).toBe(
        'sandbox-usdt-erc20-0001',
      ),
    );
    const asked = requests
      .filter((request) => request.path === '/api/cashier/crypto/deposit-address')
      .map((request) => request.body);
    expect(asked).toEqual([
      { symbol: 'BTC', blockchain: 'BTC' },
      { symbol: 'USDT', blockchain: 'TRC20' },
      { symbol: 'USDT', blockchain: 'ERC20' },
    ]);
  });

  it('updates the rate live from cashier.crypto', async () => {
    renderCashier();
    await screen.findByTestId('deposit-address-text');
    const { dispatchRealtimeEvent } = await import('../realtime/realtime-events');
    act(() => dispatchRealtimeEvent('cashier.crypto', { data: { rates: { BTC: 70_000 } } }));
    expect(screen.getByTestId('deposit-rate').textContent).toContain('1 BTC = $70,000.00');
  });

  it('lists recent transactions with their states', async () => {
    renderCashier();
    const rows = await screen.findAllByTestId('crypto-transaction');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'PENDING_APPROVAL',
      'CONFIRMING',
    ]);
    expect(rows[0]!.textContent).toContain('Awaiting approval');
    expect(rows[1]!.textContent).toContain('Confirming 0/2');
  });
});

describe('<CashierView> withdraw', () => {
  it('moves between tabs with the arrow keys', async () => {
    renderCashier();
    const depositTab = await screen.findByRole('tab', { name: 'Deposit' });
    depositTab.focus();
    fireEvent.keyDown(depositTab, { key: 'ArrowRight' });
    const cardTab = screen.getByRole('tab', { name: 'Card' });
    expect(cardTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(cardTab, { key: 'ArrowRight' });
    const skinsTab = screen.getByRole('tab', { name: 'Skins' });
    expect(skinsTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Skin deposit' })).toBeTruthy();
    fireEvent.keyDown(skinsTab, { key: 'ArrowRight' });
    const withdrawTab = screen.getByRole('tab', { name: 'Withdraw' });
    expect(withdrawTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(withdrawTab);
    expect(screen.getByRole('heading', { name: 'Withdraw' })).toBeTruthy();
  });

  it('refuses a bad form without calling the server', async () => {
    renderCashier('withdraw');
    const submit = await screen.findByRole('button', { name: 'Withdraw' });
    fireEvent.change(screen.getByLabelText('Amount (gems, fee included)'), {
      target: { value: '5' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('That address is too short')).toBeTruthy();
    expect(screen.getByText('The amount must be more than the 7.00 gem fee')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code or a backup code')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the amount in hundredths with the 2FA code and says it awaits approval', async () => {
    sessionStore.setState({ user: { ...sessionStore.getState().user!, balance: 150_000 } });
    renderCashier('withdraw');
    await screen.findByRole('button', { name: 'Withdraw' });
    fireEvent.change(screen.getByLabelText('Your BTC address (BTC)'), {
      target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    fireEvent.change(screen.getByLabelText('Amount (gems, fee included)'), {
      target: { value: '1400' },
    });
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('≈ 0.01530769 BTC');
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    await waitFor(() =>
      expect(screen.getByTestId('withdraw-done').textContent).toBe(
        'Your withdrawal of 1,400.00 gems is awaiting approval.',
      ),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      amount: 140_000,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      code: '123456',
    });
    expect(sessionStore.getState().user?.balance).toBe(10_000);
  });

  it("shows the server's refusal and clears the spent code", async () => {
    withdrawAnswer = {
      status: 403,
      body: {
        error: {
          message: 'Withdrawing this much needs KYC level 2. Verify your identity first.',
          code: 'KYC_REQUIRED',
        },
      },
    };
    renderCashier('withdraw');
    await screen.findByRole('button', { name: 'Withdraw' });
    fireEvent.change(screen.getByLabelText('Your BTC address (BTC)'), {
      target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    fireEvent.change(screen.getByLabelText('Amount (gems, fee included)'), {
      target: { value: '900' },
    });
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const alert = await screen.findByTestId('withdraw-error');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Withdrawing this much needs KYC level 2. Verify your identity first.',
      ),
    );
    expect((screen.getByLabelText('Two-factor code') as HTMLInputElement).value).toBe('');
    expect(sessionStore.getState().user?.balance).toBe(100_000);
  });

  it('tells a player without 2FA where to turn it on', async () => {
    sessionStore.setState({
      user: { ...sessionStore.getState().user!, twoFactorEnabled: false },
    });
    renderCashier('withdraw');
    const notice = await screen.findByTestId('withdraw-2fa-needed');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/profile/security');
  });
});

describe('<CashierView> in streamer mode', () => {
  const streamerOn = () =>
    sessionStore.setState({ user: { ...sessionStore.getState().user!, streamerMode: true } });
  /** The figure, or its significant digits without the leading zeros. */
  const leaks = (text: string, amount: string) =>
    text.includes(amount) || text.includes(amount.replace(/^0\.0*/, ''));

  it('masks the crypto amounts of the history as it masks gems, keeping the coin', async () => {
    streamerOn();
    renderCashier();
    const rows = await screen.findAllByTestId('crypto-transaction');
    for (const [row, tx] of [
      [rows[0]!, withdrawal],
      [rows[1]!, deposit],
    ] as const) {
      const text = row.textContent ?? '';
      expect(leaks(text, tx.coinAmount)).toBe(false);
      expect(text).toContain(tx.symbol);
      // The coin amount and the gem amount; the address as the deposit view hides it.
      expect(
        within(row).getAllByRole('img', { name: 'Amount hidden in streamer mode' }),
      ).toHaveLength(2);
      expect(row.innerHTML).not.toContain(tx.address.slice(0, 6));
      expect(
        within(row).getByRole('img', { name: 'Address hidden in streamer mode' }),
      ).toBeTruthy();
    }
  });

  it('masks what a withdrawal would receive in coin', async () => {
    sessionStore.setState({ user: { ...sessionStore.getState().user!, balance: 150_000 } });
    streamerOn();
    renderCashier('withdraw');
    await screen.findByRole('button', { name: 'Withdraw' });
    fireEvent.change(screen.getByLabelText('Amount (gems, fee included)'), {
      target: { value: '1400' },
    });
    const receive = screen.getByTestId('withdraw-receive');
    // ≈ 0.01530769 BTC with streamer mode off.
    expect(leaks(receive.textContent ?? '', '0.01530769')).toBe(false);
    expect(receive.textContent).toContain('BTC');
    expect(
      within(receive).getByRole('img', { name: 'Amount hidden in streamer mode' }),
    ).toBeTruthy();
  });
});

describe('<CashierView> card', () => {
  it('sends the player to the checkout for the amount typed, showing the gems first', async () => {
    renderCashier('card');
    expect(screen.getByRole('heading', { name: 'Card deposit' })).toBeTruthy();
    const amount = screen.getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '25' } });
    expect(screen.getByTestId('card-gems').textContent).toBe('You receive 35.00 gems');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(exampleResponses.createCardCheckout.redirectUrl),
    );
    expect(requests.find((r) => r.path === '/api/cashier/card/checkout')?.body).toEqual({
      amount: 2_500,
    });
    expect(
      (screen.getByRole('button', { name: 'Opening the checkout…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("refuses a bad amount without asking the server, and shows the server's refusal", async () => {
    renderCashier('card');
    const amount = screen.getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('Enter dollars with at most two decimals')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.path === '/api/cashier/card/checkout')).toBe(false);

    cardAnswer = {
      status: 403,
      body: { error: { code: 'SELF_EXCLUDED', message: 'You have excluded yourself until …' } },
    };
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have excluded yourself until …',
    );
  });
});

describe('<CashierView> skins', () => {
  it('lists the skins with their value and gems, adds the chosen ones, and shows the offer sent', async () => {
    renderCashier('skins');
    expect(screen.getByRole('heading', { name: 'Skin deposit' })).toBeTruthy();
    const list = await screen.findByRole('group', { name: 'Your tradable skins' });
    expect(
      screen.getByText('Each skin brings 90% of its catalogue value in gems.', { exact: false }),
    ).toBeTruthy();
    const redline = within(list).getByRole('checkbox', { name: /AK-47 \| Redline/ });
    const asiimov = within(list).getByRole('checkbox', { name: /AWP \| Asiimov/ });
    expect(redline.closest('label')!.textContent).toContain('+21.60 gems');
    const deposit = screen.getByRole('button', { name: 'Deposit skins' }) as HTMLButtonElement;
    expect(deposit.disabled).toBe(true);
    fireEvent.click(redline);
    fireEvent.click(asiimov);
    expect(screen.getByTestId('skin-gems').textContent).toBe(
      '2 skins chosen: you receive 44.34 gems',
    );
    fireEvent.click(deposit);
    expect((await screen.findByTestId('skin-deposit-status')).textContent).toContain(
      'A trade offer is waiting for you on Steam',
    );
    expect(screen.getByRole('link', { name: 'Open the trade offer on Steam' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/cashier/skins/deposit')?.body).toEqual({
      assetIds: ['38350177012', '38350177013'],
    });
  });

  it('asks for the trade URL first when none is saved', async () => {
    skinsInventory = {
      status: 409,
      body: { error: { code: 'NO_TRADE_URL', message: 'Save your Steam trade URL first' } },
    };
    renderCashier('skins');
    const field = await screen.findByLabelText(/trade URL/i);
    fireEvent.change(field, {
      target: {
        value: 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk',
      },
    });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByRole('group', { name: 'Your tradable skins' })).toBeTruthy();
  });
});
