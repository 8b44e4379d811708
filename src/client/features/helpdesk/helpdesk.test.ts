import { describe, expect, it, vi } from 'vitest';
import { createHelpdesk, CRISP_SCRIPT_URL, type CrispWindow } from './helpdesk';
import { helpdesk } from './site-helpdesk';

function fakeHost() {
  const win: CrispWindow = {};
  const appended: { src: string; async: boolean }[] = [];
  const host = {
    window: win,
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node: never) => appended.push(node) },
    },
  };
  return { host: vi.fn(() => host), win, appended };
}

describe('helpdesk', () => {
  it('without a website id: off, touches nothing', () => {
    const { host, appended } = fakeHost();
    const desk = createHelpdesk(null, host);
    expect(desk.enabled).toBe(false);
    expect(desk.open()).toBe(false);
    expect(host).not.toHaveBeenCalled();
    expect(appended).toEqual([]);
  });

  it('is not loaded until asked for: creating it injects no script', () => {
    const { host, appended } = fakeHost();
    createHelpdesk({ websiteId: 'site-1' }, host);
    expect(host).not.toHaveBeenCalled();
    expect(appended).toEqual([]);
  });

  it('on first open: sets the website id, injects Crisp once and queues chat:open', () => {
    const { host, win, appended } = fakeHost();
    const desk = createHelpdesk({ websiteId: 'site-1' }, host);
    expect(desk.open()).toBe(true);
    expect(desk.open()).toBe(true);
    expect(win.CRISP_WEBSITE_ID).toBe('site-1');
    expect(appended).toEqual([{ src: CRISP_SCRIPT_URL, async: true }]);
    expect(win.$crisp).toEqual([
      ['do', 'chat:open'],
      ['do', 'chat:open'],
    ]);
  });

  it('the site helpdesk is off when the page configures none', () => {
    expect(helpdesk.enabled).toBe(false);
    expect(helpdesk.open()).toBe(false);
  });
});
