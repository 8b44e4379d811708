import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, initModalManager, modalStore, resolveModal } from '../modals/modal-store';
import { askHumanCheck } from './human-check';
import { humanCheckSiteKey } from './human-check-api';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));
vi.mock('./human-check-api', () => ({ humanCheckSiteKey: vi.fn() }));
const siteKey = vi.mocked(humanCheckSiteKey);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  initModalManager({ TURNSTILE: {} });
  modalStore.setState({ modals: [], current: null });
});
afterEach(() => siteKey.mockReset());

describe('askHumanCheck', () => {
  it('asks nothing when the server checks nothing', async () => {
    siteKey.mockResolvedValue(null);
    await expect(askHumanCheck()).resolves.toBeUndefined();
    expect(modalStore.getState().modals).toHaveLength(0);
  });

  it('leaves the verdict to the server when the key cannot be read', async () => {
    siteKey.mockRejectedValue(new Error('offline'));
    await expect(askHumanCheck()).resolves.toBeUndefined();
    expect(modalStore.getState().modals).toHaveLength(0);
  });

  it("opens TURNSTILE with the site key and answers the widget's token", async () => {
    siteKey.mockResolvedValue('site-key-1');
    const answer = askHumanCheck();
    await tick();
    const [entry] = modalStore.getState().modals;
    expect(entry?.view).toBe('TURNSTILE');
    expect(entry?.props).toEqual({ siteKey: 'site-key-1' });
    resolveModal(entry!.modalId, 'confirm', 'token-abc');
    await expect(answer).resolves.toBe('token-abc');
  });

  it('answers null when the player closes the check', async () => {
    siteKey.mockResolvedValue('site-key-1');
    const answer = askHumanCheck();
    await tick();
    closeModal();
    await expect(answer).resolves.toBeNull();
  });
});
