import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Xp } from '../../../shared/contract/users';
import { MAX_LEVEL, levelOf, xpToReach } from '../../../shared/levels';
import { TopLevels } from './TopLevelsView';

// React marks the seams between text parts with empty comments: read the text without them.
const render = (xp?: Xp) =>
  renderToStaticMarkup(<TopLevels title="Top levels" xp={xp} onClose={() => {}} />).replaceAll(
    '<!-- -->',
    '',
  );

describe('TOP_LEVELS', () => {
  it('lists every level with the XP it takes', () => {
    const html = render();
    expect(html.match(/<tr class="top-levels__row/g)).toHaveLength(MAX_LEVEL);
    expect(html).toContain('<th scope="row">2</th><td>3,364</td><td>2,364</td>');
    expect(html).not.toContain('top-levels-you');
  });

  it("marks the player's next level and says how far it is", () => {
    const xp = levelOf(xpToReach(2) + 100);
    const html = render(xp);
    const toGo = (xpToReach(3) - xpToReach(2) - 100).toLocaleString('en-US');
    expect(html).toContain(`You are level 2 with 3,464 XP: ${toGo} XP to level 3.`);
    expect(html).toMatch(
      /<tr class="top-levels__row top-levels__row--next" aria-current="step"><th scope="row">3</,
    );
    expect(html.match(/top-levels__row--reached/g)).toHaveLength(2);
  });
});
