import { describe, expect, it } from 'vitest';
import { chunkModules } from './chunk-modules-plugin';

describe('chunk modules', () => {
  it('names each chunk by its file and its modules by their path in the project', () => {
    const map = chunkModules('/repo', [
      {
        fileName: 'assets/DicePage-1.js',
        moduleIds: ['/repo/games/dice/page/DicePage.tsx', '/repo/src/client/ui/Button.tsx?v=1'],
      },
      { fileName: 'assets/rolldown-runtime-2.js', moduleIds: ['\0rolldown/runtime.js'] },
    ]);
    expect(map).toEqual({
      'assets/DicePage-1.js': ['games/dice/page/DicePage.tsx', 'src/client/ui/Button.tsx'],
      'assets/rolldown-runtime-2.js': [],
    });
  });
});
