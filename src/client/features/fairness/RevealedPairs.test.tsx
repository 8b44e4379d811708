// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../router';
import { RevealedPairs } from './RevealedPairs';

afterEach(cleanup);

const pair = {
  serverSeed: 'cd'.repeat(32),
  serverSeedHash: 'ab'.repeat(32),
  clientSeed: 'my-seed',
  nonce: 5,
  createdAt: '2025-12-31T00:00:00.000Z',
  revealedAt: '2026-01-01T00:00:00.000Z',
};

describe('RevealedPairs', () => {
  it("links a pair's last bet to each seeded game's verifier, named from the registry", () => {
    render(
      <MemoryRouter>
        <RevealedPairs pairs={[pair]} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Mines',
      'Plinko',
      'Dice',
      'Skin Upgrader',
    ]);
    const dice = new URL(links[2]!.getAttribute('href')!, 'http://x');
    expect(dice.pathname).toBe('/fairness/dice');
    expect(Object.fromEntries(dice.searchParams)).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'my-seed',
      nonce: '4',
    });
    expect(links[3]!.getAttribute('href')).toMatch(/^\/fairness\/skin-upgrader\?/);
    expect(screen.getByText(/Verify its last bet in/).textContent).toBe(
      'Verify its last bet in Mines, Plinko, Dice or Skin Upgrader',
    );
  });
});
