// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleCaseDetail } from '../../../shared/contract/exampleEntities';
import type { ModalEntry } from '../modals/modal-store';
import CaseDropPreviewView from './CaseDropPreviewView';

const paths: string[] = [];

beforeEach(() => {
  paths.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    paths.push(url);
    const found = url === '/api/cases/recoil-case';
    const body = found
      ? { case: exampleCaseDetail }
      : { error: { message: 'Case not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(body), {
      status: found ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderView = (slug: string) => {
  const modal: ModalEntry = {
    modalId: 'preview1',
    type: 'default',
    view: 'CASE_DROP_PREVIEW',
    props: { slug },
    actions: [],
  };
  return render(
    <MemoryRouter>
      <CaseDropPreviewView modal={modal} title="Case contents" closable />
    </MemoryRouter>,
  );
};

describe('<CaseDropPreviewView>', () => {
  it("lists the case's items rarest first with their chances and prices", async () => {
    renderView('recoil-case');
    const list = await screen.findByRole('list', { name: 'Items and their chances' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Karambit');
    expect(items[0]!.textContent).toContain('0.260% chance');
    expect(items[0]!.textContent).toContain('800.00');
    expect(items[1]!.textContent).toContain('99.740% chance');
    expect(screen.getByRole('dialog', { name: 'Recoil Case' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open this case' }).getAttribute('href')).toBe(
      '/case-opening/recoil-case',
    );
    expect(paths).toEqual(['/api/cases/recoil-case']);
  });

  it("shows the server's message for a case that does not exist", async () => {
    renderView('no-such-case');
    expect((await screen.findByRole('alert')).textContent).toContain('Case not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
