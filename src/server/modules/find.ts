import { existsSync, readdirSync } from 'node:fs';
import { orderModules } from './order';
import type { ServerModule } from './serverModule';

/** Where the modules are declared, as the glob below spells it. */
const DOMAIN = new URL('../domain/', import.meta.url);

/** The module files by path (`../domain/<area>/module.ts`), as the glob answers them. */
type ModuleFiles = Record<string, ServerModule | undefined>;

/**
 * `import.meta.glob` is expanded where the code is built: by Vite under Vitest, and by
 * tools/globImports.mjs in the server bundle (tools/build-server.mjs). Under tsx (`npm run
 * dev`, the tools) nothing expands it, the call throws, and the folders are read instead.
 */
export function globbedModuleFiles(): ModuleFiles | null {
  try {
    return import.meta.glob<ServerModule>('../domain/*/module.ts', {
      eager: true,
      import: 'serverModule',
    });
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** The same files, found on disk and imported (source runs only: tsx and tests). */
export async function moduleFilesOnDisk(domain: URL = DOMAIN): Promise<ModuleFiles> {
  const files: ModuleFiles = {};
  const areas = readdirSync(domain, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const { name } of areas) {
    const file = new URL(`${name}/module.ts`, domain);
    if (!existsSync(file)) continue;
    const loaded = (await import(file.href)) as {
      serverModule?: ServerModule;
    };
    files[`../domain/${name}/module.ts`] = loaded.serverModule;
  }
  return files;
}

/** Each file's module, checked against its folder. */
export function modulesOf(files: ModuleFiles): ServerModule[] {
  return Object.entries(files).map(([path, module]) => {
    const folder = /\/([^/]+)\/module\.ts$/.exec(path)?.[1];
    if (!module) throw new Error(`${path} exports no serverModule`);
    if (module.name !== folder)
      throw new Error(`${path} declares the module "${module.name}": name it after its folder`);
    return module;
  });
}

/** Every domain folder's module, in dependency order. */
export async function findModules(): Promise<ServerModule[]> {
  const files = globbedModuleFiles() ?? (await moduleFilesOnDisk());
  return orderModules(modulesOf(files));
}
