import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeModalsOfType,
  initModalManager,
  modalStore,
  resetModalManager,
} from '../modals/modal-store';
import { MODAL_VIEWS } from '../modals/modal-views';
import { sessionStore } from './session-store';
import { enforceTermsAcceptance, TERMS_MODAL_TYPE } from './terms-acceptance';

vi.mock('../audio/audio-player', () => ({ playSound: vi.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const views = () => modalStore.getState().modals.map((m) => `${m.view}:${m.type}`);
const player = (tosAcceptance: { acceptedAt: string; version: string } | null) => ({
  id: 'u1',
  username: 'alice',
  balance: 0,
  roles: [],
  tosAcceptance,
});

let stop: () => void = () => {};
beforeEach(() => initModalManager(Object.fromEntries(MODAL_VIEWS.map((v) => [v, { v }]))));
afterEach(() => {
  stop();
  resetModalManager();
  sessionStore.setState({ user: null });
});

describe('terms acceptance', () => {
  it('opens ACCEPT_TOS for a player without an acceptance, and only one', async () => {
    sessionStore.setState({ user: player(null) });
    stop = enforceTermsAcceptance();
    sessionStore.setState({ user: { ...player(null), balance: 5 } });
    await flush();
    expect(views()).toEqual([`ACCEPT_TOS:${TERMS_MODAL_TYPE}`]);
  });

  it('leaves visitors and players who accepted alone', async () => {
    stop = enforceTermsAcceptance();
    sessionStore.setState({ user: player({ acceptedAt: '2026-11-01T00:00:00Z', version: '1' }) });
    await flush();
    expect(views()).toEqual([]);
  });

  it('survives a route change (which closes the default modals)', async () => {
    sessionStore.setState({ user: player(null) });
    stop = enforceTermsAcceptance();
    await flush();
    closeModalsOfType('default');
    expect(views()).toEqual([`ACCEPT_TOS:${TERMS_MODAL_TYPE}`]);
  });

  it('closes once accepted, and on logout', async () => {
    sessionStore.setState({ user: player(null) });
    stop = enforceTermsAcceptance();
    await flush();
    sessionStore.getState().patchUser({
      tosAcceptance: { acceptedAt: '2026-11-01T00:00:00Z', version: '1' },
    });
    await flush();
    expect(views()).toEqual([]);

    sessionStore.setState({ user: player(null) });
    await flush();
    expect(views()).toHaveLength(1);
    sessionStore.setState({ user: null });
    await flush();
    expect(views()).toEqual([]);
  });

  it('stopping closes the view it opened', async () => {
    sessionStore.setState({ user: player(null) });
    stop = enforceTermsAcceptance();
    await flush();
    stop();
    stop = () => {};
    await flush();
    expect(views()).toEqual([]);
  });
});

describe('terms after a sign-in from the AUTH modal', () => {
  it('the AUTH modal closing itself leaves the ACCEPT_TOS view opened above it', async () => {
    const { openModal, closeModalsOfView } = await import('../modals/modal-store');
    await openModal('AUTH', { initialTab: 'login' });
    stop = enforceTermsAcceptance();
    sessionStore.setState({ user: player(null) });
    await flush();
    expect(views()).toEqual(['AUTH:default', `ACCEPT_TOS:${TERMS_MODAL_TYPE}`]);
    closeModalsOfView('AUTH');
    expect(views()).toEqual([`ACCEPT_TOS:${TERMS_MODAL_TYPE}`]);
  });
});
