import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerFeatureModals } from '../../app/feature-modals';
import AcceptTosView from '../session/AcceptTosView';
import { isModalBuilt, modalComponents, registerModal } from './modal-registry';
import { MODAL_VIEWS } from './modal-views';
import { getModalComponent, initModalManager } from './modal-store';

const undo: Array<() => void> = [];
afterEach(() => {
  while (undo.length) undo.pop()!();
});

describe('modal registry', () => {
  it('has a definition for every view of the spec, a placeholder until a feature registers one', () => {
    expect(Object.keys(modalComponents).sort()).toEqual([...MODAL_VIEWS].sort());
    expect(isModalBuilt('VAULT')).toBe(false);
    expect(modalComponents.VAULT.title).toBe('Vault');
  });

  it("takes a feature's view from the feature, without loading it", () => {
    const load = vi.fn(async () => ({ default: () => null }));
    undo.push(registerModal('VAULT', { load, title: 'Your vault', closable: false }));
    expect(isModalBuilt('VAULT')).toBe(true);
    expect(modalComponents.VAULT).toMatchObject({ title: 'Your vault', closable: false });
    // Lazy: the view's chunk is fetched when the host first renders it, not at registration.
    expect(load).not.toHaveBeenCalled();
  });

  it('is read live by the manager, so a view registered after the host mounted opens', () => {
    initModalManager(modalComponents);
    const load = async () => ({ default: () => null });
    undo.push(registerModal('KYC', { load, title: 'Verify' }));
    expect(getModalComponent<{ title: string }>('KYC').title).toBe('Verify');
  });

  it('puts the placeholder back when a registration is undone', () => {
    registerModal('INVENTORY', { load: async () => ({ default: () => null }), title: 'Items' })();
    expect(isModalBuilt('INVENTORY')).toBe(false);
    expect(modalComponents.INVENTORY.title).toBe('Inventory');
  });

  it('gets its built views from the features that own them', () => {
    registerFeatureModals();
    const built = MODAL_VIEWS.filter(isModalBuilt).sort();
    expect(built).toEqual(
      [
        'ACCEPT_TOS',
        'ADD_CASE',
        'AUTH',
        'CASHIER',
        'CONFIRM',
        'CREATE_BATTLE',
        'EXIT',
        'FAIRNESS',
        'GAME_LIBRARY',
        'CASE_DROP_PREVIEW',
        'TURNSTILE',
        'SPONSORSHIP_INSTRUCTIONS',
        'GAME_SHARE',
        'INVENTORY',
        'KYC',
        'MINES_START_CONFIRM',
        'MUTED_USERS',
        'MUTE_USER',
        'REDEEM_GIFT_CARD',
        'REDEEM_PROMO_CODE',
        'ROULETTE_JACKPOT_HISTORY',
        'ROULETTE_ROUND_HISTORY',
        'STEAM_TRADE_OFFERS',
        'TOP_LEVELS',
        'TWO_FACTOR_VERIFY',
        'USER_STATS',
        'VAULT',
      ].sort(),
    );
    // The terms must be accepted: no way to close them.
    expect(modalComponents.ACCEPT_TOS.closable).toBe(false);
  });
});

describe('the ACCEPT_TOS view', () => {
  const modal = {
    modalId: 'abcdefgh',
    type: 'terms',
    view: 'ACCEPT_TOS' as const,
    props: {},
    actions: [],
  };
  const html = renderToStaticMarkup(
    <AcceptTosView modal={modal} title="Terms of Service" closable={false} />,
  );

  it('is the terms modal: a dialog named by its title, the terms link and the accept button', () => {
    expect(html).toMatch(
      /<dialog class="dialog terms-modal" aria-labelledby="([^"]+)"[^>]*>.*<h2 id="\1" class="dialog__title">Terms of Service<\/h2>/s,
    );
    expect(html).toContain('href="/policies/terms-of-service"');
    expect(html).toMatch(/<button[^>]*>.*I accept<\/button>/s);
  });

  it('has no close button', () => {
    expect(html).not.toContain('aria-label="Close"');
    expect(html).not.toContain('Coming soon');
  });
});
