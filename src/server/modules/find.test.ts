import { describe, expect, it } from 'vitest';
import { findModules, globbedModuleFiles, moduleFilesOnDisk, modulesOf } from './find';

describe('findModules', () => {
  it('finds the same modules through the glob as on disk, one per folder that declares one', async () => {
    // Under Vitest, Vite expands the glob: the folders are not read at run time.
    expect(globbedModuleFiles()).not.toBeNull();
    const globbed = (await findModules()).map((module) => module.name);
    const onDisk = modulesOf(await moduleFilesOnDisk()).map((module) => module.name);
    expect([...globbed].sort()).toEqual([...onDisk].sort());
    expect(globbed).toContain('accounts');
    expect(globbed).toContain('health');
  });

  it('refuses a module named otherwise than its folder, and a file without one', () => {
    expect(() => modulesOf({ '../domain/chat/module.ts': { name: 'talk' } })).toThrow(
      '../domain/chat/module.ts declares the module "talk": name it after its folder',
    );
    expect(() => modulesOf({ '../domain/chat/module.ts': undefined })).toThrow(
      '../domain/chat/module.ts exports no serverModule',
    );
  });
});
