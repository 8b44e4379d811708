// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseSummary } from '../../../src/shared/contract/cases';
import type { ModalEntry } from '../../../src/client/features/modals/modal-store';
import AddCaseView from './AddCaseView';

// ADD_CASE rows: a long case name ran into the next row on desktop (rows shrank to 56 px
// in the scrolling list) and the price ran over the name on a phone. The name now keeps to
// one line with an ellipsis, its full text in a title and the button's name.

const LONG = 'The Extraordinarily Long Community Case Of Many Knives And Gloves Forever';
const box: CaseSummary = {
  _id: '7f1c6a52-3b0e-4c4e-9a55-2b1f0d9e8c01',
  slug: 'long-case',
  name: LONG,
  image: null,
  price: 123_456,
  topRarity: 'covert',
  itemCount: 3,
  creator: null,
};

vi.mock('../../../src/client/features/modals/ModalFrame', () => ({
  ModalFrame: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../../src/client/features/cases/cases-api', () => ({
  casesApi: { listCases: vi.fn(async () => ({ cases: [box] })) },
}));

afterEach(cleanup);

const css = readFileSync('games/case-battle/page/case-battles.css', 'utf8');
/** The declarations of the first rule whose selector list names `selector`. */
function rule(selector: string, within = css): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|[},])\\s*[^{}]*${escaped}(?![\\w-])[^{}]*\\{([^}]*)\\}`).exec(
    within,
  );
  return match?.[1] ?? '';
}

describe('ADD_CASE rows', () => {
  it('truncate a long name with an ellipsis, the full name in its title and button', async () => {
    const modal = { modalId: 'add' } as unknown as ModalEntry;
    await act(async () => {
      render(<AddCaseView modal={modal} title="Add a case" closable />);
    });
    const name = await screen.findByText(LONG);
    expect(name.className).toBe('add-case__title');
    expect(name.getAttribute('title')).toBe(LONG);
    expect(screen.getByRole('button', { name: `Add ${LONG}` })).toBeTruthy();
    expect(name.closest('li')?.querySelector('.add-case__price')).not.toBeNull();

    const title = rule('.add-case__title');
    expect(title).toMatch(/white-space:\s*nowrap/);
    expect(title).toMatch(/text-overflow:\s*ellipsis/);
    expect(title).toMatch(/overflow:\s*hidden/);
  });

  it('keep each row its full height in the scrolling list', () => {
    expect(rule('.add-case__row')).toMatch(/flex:\s*none|flex-shrink:\s*0/);
  });

  it('put the price on its own line on a phone, the picture inside its column', () => {
    const phone = css.slice(css.indexOf('@media (max-width: 639.98px)'));
    expect(rule('.add-case__price', phone)).toMatch(/grid-row:\s*2/);
    expect(rule('.add-case__art')).toMatch(/width:\s*100%/);
  });
});
