import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modalComponents } from './modal-registry';
import { MODAL_VIEWS } from './modal-views';
import AcceptTosView from './views/AcceptTosView';

describe('modal registry', () => {
  it('registers every view of the spec', () => {
    expect(Object.keys(modalComponents).sort()).toEqual([...MODAL_VIEWS].sort());
  });

  it('gives ACCEPT_TOS its own view, not the coming-soon placeholder, and no way to close it', () => {
    expect(modalComponents.ACCEPT_TOS.closable).toBe(false);
    expect(modalComponents.ACCEPT_TOS.component).not.toBe(modalComponents.VAULT.component);
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
