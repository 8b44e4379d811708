import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addRegistryLine } from './plugGame';

describe('addRegistryLine', () => {
  it('adds the import after the last one and the entry at the end of the list', () => {
    const source = [
      "import { a } from './a/game';",
      "import { b } from './b/game';",
      '',
      'export const GAMES = [',
      '  a,',
      '  b,',
      '] as const;',
      '',
    ].join('\n');
    expect(addRegistryLine(source, 'GAMES', 'c', './c/game')).toBe(
      [
        "import { a } from './a/game';",
        "import { b } from './b/game';",
        "import { c } from './c/game';",
        '',
        'export const GAMES = [',
        '  a,',
        '  b,',
        '  c,',
        '] as const;',
        '',
      ].join('\n'),
    );
  });

  it('finds the lists of both registries as they are written', () => {
    for (const [file, list] of [
      ['games/registry.ts', 'GAMES'],
      ['games/registry.client.ts', 'CLIENT_GAMES'],
    ] as const) {
      const source = readFileSync(file, 'utf8');
      const added = addRegistryLine(source, list, 'x', './x/game');
      expect(added.split('\n').length - source.split('\n').length, file).toBe(2);
    }
  });

  it('refuses a file without the list', () => {
    expect(() => addRegistryLine("import { a } from './a';\n", 'GAMES', 'c', './c')).toThrow(
      'No GAMES list',
    );
  });
});
