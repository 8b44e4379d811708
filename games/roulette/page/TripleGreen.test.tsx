import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripleGreen } from './TripleGreen';

const slotsOf = (html: string) =>
  [...html.matchAll(/triple-green__slot--(empty|active|filled)/g)].map((m) => m[1]);

describe('<TripleGreen>', () => {
  it('lights the slots by the streak', () => {
    expect(slotsOf(renderToStaticMarkup(<TripleGreen streak={0} pool={0} />))).toEqual([
      'active',
      'empty',
      'empty',
    ]);
    expect(slotsOf(renderToStaticMarkup(<TripleGreen streak={2} pool={0} />))).toEqual([
      'filled',
      'filled',
      'active',
    ]);
    expect(slotsOf(renderToStaticMarkup(<TripleGreen streak={3} pool={0} />))).toEqual([
      'filled',
      'filled',
      'filled',
    ]);
  });

  it('wiggles at three only', () => {
    for (const streak of [0, 1, 2, 3] as const) {
      const html = renderToStaticMarkup(<TripleGreen streak={streak} pool={100} />);
      expect(html.includes('triple-green--wiggle'), `streak ${streak}`).toBe(streak === 3);
    }
  });

  it('shows the pool with the money formatter and says it all in words', () => {
    const html = renderToStaticMarkup(<TripleGreen streak={2} pool={1_234_567} />);
    expect(html).toContain('<span class="amount__value">12,345.67</span>');
    expect(html).toMatch(
      /<span class="visually-hidden" aria-live="polite">Green streak 2 of 3, jackpot 12,345.67 gems<\/span>/,
    );
    // the visible counter is hidden from screen readers, which hear the sentence instead
    expect(html).toMatch(/<span aria-hidden="true"><span class="amount[^"]*triple-green__pool/);
    expect(html).toContain('role="group" aria-label="Triple Green jackpot"');
    expect(html).toContain('Triple Green</span>');
  });

  it('has a compact version for the chat button, without the title', () => {
    const html = renderToStaticMarkup(<TripleGreen streak={1} pool={500} compact />);
    expect(html).toContain('class="triple-green triple-green--compact"');
    expect(html).not.toContain('Triple Green</span>');
    expect(html).toContain('amount--sm');
    expect(slotsOf(html)).toEqual(['filled', 'active', 'empty']);
  });

  it('can stay quiet (one copy per chat message must not announce every change)', () => {
    const html = renderToStaticMarkup(
      <TripleGreen streak={1} pool={500} compact announce={false} />,
    );
    expect(html).not.toContain('aria-live');
    expect(html).toContain('Green streak 1 of 3, jackpot 5.00 gems');
    // phrasing content only: it sits inside a chat message's paragraph
    expect(html).not.toContain('<div');
  });
});
