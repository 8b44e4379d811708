import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { levelOf, xpToReach } from '../../../shared/levels';
import { XpBar, xpBoostLabel, xpProgressText } from './XpBar';

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

  it('shows an active XP boost beside the level, and says until when', () => {
    const endsAt = '2026-03-01T18:45:00.000Z';
    const html = renderToStaticMarkup(
      <XpBar xp={levelOf(0)} boost={{ multiplier: 1.5, endsAt }} />,
    );
    expect(html).toContain('data-testid="header-xp-boost"');
    expect(html).toContain('>1.5x<');
    expect(html).toContain(xpBoostLabel({ multiplier: 1.5, endsAt }));
    expect(xpBoostLabel({ multiplier: 2, endsAt })).toMatch(/^XP boost 2x until \d\d:\d\d/);
    expect(renderToStaticMarkup(<XpBar xp={levelOf(0)} boost={null} />)).not.toContain(
      'header-xp-boost',
    );
  });

  it('says in its tooltip the XP behind the percentage, or that it is the top level', () => {
    const xp = { total: 4_234, level: 3, progress: 0.617, current: 1_234, next: 2_000 };
    expect(xpProgressText(xp)).toBe('1,234 / 2,000 XP to level 4');
    expect(xpProgressText({ ...xp, current: 0, next: 0, progress: 1 })).toBe(
      'Level 3: the top level',
    );
  });
});
