import { describe, expect, it } from 'vitest';
import { MOVED_PAGES, movedPageUrl } from './moved-pages';
import { matchPageRoute } from './page-routes';

describe('moved pages', () => {
  it('moves each old address to a page the app has, and no page it still has', () => {
    for (const [from, to] of Object.entries(MOVED_PAGES)) {
      expect(matchPageRoute(from), from).toBeNull();
      expect(matchPageRoute(to), to).toBe(to);
    }
  });

  it('keeps the query and hash, and matches as routes do', () => {
    expect(movedPageUrl('/upgrader')).toBe('/skin-upgrader');
    expect(movedPageUrl('/UPGRADER/')).toBe('/skin-upgrader');
    expect(movedPageUrl('/cs2-upgrader?x=1#y')).toBe('/cs2-skin-upgrader?x=1#y');
    expect(movedPageUrl('/fairness/upgrader?seed=a')).toBe('/fairness/skin-upgrader?seed=a');
    expect(movedPageUrl('/embed/upgrader?token=t')).toBe('/embed/skin-upgrader?token=t');
  });

  it('leaves every other address alone', () => {
    for (const url of ['/', '/skin-upgrader', '/upgrader/more', '/games?upgrader', '/xupgrader'])
      expect(movedPageUrl(url), url).toBeNull();
  });
});
