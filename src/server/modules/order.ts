import type { ServerModule } from './serverModule';

/**
 * The modules in dependency order: taken by name, each preceded by the modules its `after`
 * names (transitively), so the order never depends on how the folders were read. An unknown name, a name
 * used twice or a cycle stops start-up with a message naming the modules involved.
 */
export function orderModules<M extends Pick<ServerModule, 'name' | 'after'>>(
  modules: readonly M[],
): M[] {
  const byName = new Map<string, M>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`Two server modules are named "${module.name}"`);
    byName.set(module.name, module);
  }
  for (const module of modules)
    for (const name of module.after ?? [])
      if (!byName.has(name))
        throw new Error(`Server module "${module.name}" comes after "${name}", which no module is`);

  const ordered: M[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: M, path: readonly string[]) => {
    const seen = state.get(module.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(module.name)), module.name];
      throw new Error(`Server modules depend on each other in a cycle: ${cycle.join(' → ')}`);
    }
    state.set(module.name, 'visiting');
    for (const name of [...(module.after ?? [])].sort())
      visit(byName.get(name) as M, [...path, module.name]);
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const name of [...byName.keys()].sort()) visit(byName.get(name) as M, []);
  return ordered;
}
