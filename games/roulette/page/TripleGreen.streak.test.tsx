// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TripleGreen } from './TripleGreen';

// A new player saw the compact streak as three unlabelled 12 px squares: the streak has a
// visible label and an accessible name, and squares big enough to read.

afterEach(cleanup);

describe('the Triple Green streak', () => {
  it('is named and labelled in the compact version (chat) and the full one', () => {
    render(<TripleGreen streak={1} pool={500} compact announce={false} />);
    const streak = screen.getByRole('img', { name: 'Green streak 1 of 3' });
    expect(streak.textContent).toContain('Streak 1/3');
    cleanup();
    render(<TripleGreen streak={3} pool={500} />);
    expect(screen.getByRole('img', { name: 'Green streak 3 of 3' }).textContent).toContain(
      'Streak 3/3',
    );
  });

  it('draws its squares at least 16 px wide and high, compact ones too', () => {
    const css = readFileSync('games/roulette/page/triple-green.css', 'utf8');
    const all = [...css.matchAll(/__slot\s*\{([^}]*)\}/g)].flatMap((rule) =>
      [...rule[1]!.matchAll(/\b(?:width|height):\s*(\d+)px/g)].map((m) => Number(m[1])),
    );
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(16);
  });
});
