import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeedHashVerdict } from './SeedHashVerdict';

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('SeedHashVerdict', () => {
  it('says the seed matches, or says loudly that it does not', () => {
    expect(html(<SeedHashVerdict matches />)).toBe(
      '<p class="verifier__hash verifier__hash--ok">The server seed matches its hash.</p>',
    );
    expect(html(<SeedHashVerdict matches={false} />)).toBe(
      '<p class="verifier__hash verifier__hash--bad">The server seed does NOT match this hash.</p>',
    );
  });

  it('shows nothing without a hash, unless told what to say then', () => {
    expect(html(<SeedHashVerdict matches={null} />)).toBe('');
    expect(html(<SeedHashVerdict matches={null} noHash="Add the hash." />)).toBe(
      '<p class="verifier__hash verifier__hash--none">Add the hash.</p>',
    );
  });

  it("takes a verifier's own words for a match", () => {
    expect(html(<SeedHashVerdict matches ok="Fixed before your bets." />)).toContain(
      'Fixed before your bets.',
    );
  });
});
