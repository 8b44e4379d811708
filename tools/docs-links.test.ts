import { describe, expect, it } from 'vitest';
import { citationProblems, headingsOf, repositoryFiles } from './docs-links';

const GAMES = [
  'case-battle',
  'case-unbox',
  'coin-flip',
  'crash',
  'dice',
  'mines',
  'plinko',
  'reward-wheel',
  'roulette',
  'skin-upgrader',
];

describe('the rules the code cites', () => {
  const files = repositoryFiles(process.cwd());

  it('live in the repository, and every docs page and section cited exists', () => {
    expect(citationProblems(files)).toEqual([]);
  });

  it('have a page per game folder, which the folder links to', () => {
    const paths = new Set(files.map((file) => file.path));
    for (const game of GAMES) {
      expect(paths).toContain(`games/${game}/core/index.ts`);
      expect(paths).toContain(`docs/games/${game}.md`);
      const readme = files.find((file) => file.path === `games/${game}/README.md`);
      expect(readme?.text).toContain(`](../../docs/games/${game}.md)`);
    }
    expect(paths).toContain('docs/games/fairness.md');
  });
});

describe('citationProblems', () => {
  // Built from parts, so this file does not cite the pages it makes up.
  const D = 'docs/games/';
  const page = { path: `${D}x.md`, text: '# X\n\n## Money\n\nSee [y](y.md).\n' };
  const y = { path: `${D}y.md`, text: '# Y\n' };

  it('accepts a cited page and section that exist', () => {
    const code = { path: 'a.ts', text: `// the limits (${D}x.md, "Money")\n` };
    expect(citationProblems([page, y, code])).toEqual([]);
  });

  it('refuses the outside note, its folder, a missing page, a missing section, a dead link', () => {
    const code = {
      path: 'a.ts',
      text: [
        '// old rule (games' + '.md, Money)',
        '// see /work' + '/shared/spec',
        '// from shared' + '/design',
        `// the rules (${D}z.md)`,
        `// the limits (${D}x.md,`,
        '// "Fees")',
      ].join('\n'),
    };
    expect(citationProblems([{ ...page, text: page.text + '[z](z.md)\n' }, y, code])).toEqual([
      `${D}x.md:6 cites ${D}z.md, which does not exist`,
      'a.ts:1 points outside: games' + '.md',
      'a.ts:2 points outside: /work' + '/shared',
      'a.ts:3 points outside: shared' + '/design',
      `a.ts:4 cites ${D}z.md, which does not exist`,
      `a.ts:5 cites ${D}x.md, "Fees": no such section`,
    ]);
  });

  it('reads headings of every level', () => {
    expect(headingsOf('# A\ntext\n### B c ###\n#not one')).toEqual(['A', 'B c']);
  });
});
