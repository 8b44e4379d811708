import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { levelOf, xpToReach } from '../../../shared/levels';
import { XpBar } from './XpBar';

describe('<XpBar>', () => {
  it('shows the level and the progress through it, named for screen readers', () => {
    const xp = levelOf(xpToReach(3) + Math.floor((xpToReach(4) - xpToReach(3)) / 4));
    const html = renderToStaticMarkup(<XpBar xp={xp} />);
    expect(html).toMatch(
      /<button[^>]*aria-label="Level 3, 25% to the next level. Show all levels"/,
    );
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain(`scaleX(${xp.progress})`);
  });
});
