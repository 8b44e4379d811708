import { describe, expect, it } from 'vitest';
import { buildIdPlugin, newBuildId } from './build-id-plugin';

describe('build id plugin', () => {
  it('compiles the id into the app and writes the same id to build.json', () => {
    const plugin = buildIdPlugin(() => 'abc-123');
    expect(plugin.apply).toBe('build');
    const config = (plugin.config as unknown as () => { define: Record<string, string> })();
    expect(config.define['import.meta.env.VITE_BUILD_ID']).toBe('"abc-123"');

    const emitted: { fileName?: string; source?: unknown }[] = [];
    const context = {
      emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file),
    };
    (plugin.generateBundle as unknown as (this: typeof context) => void).call(context);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.fileName).toBe('build.json');
    expect(JSON.parse(String(emitted[0]!.source))).toEqual({ id: 'abc-123' });
  });

  it('makes a different id for every build', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newBuildId(1_700_000_000_000)));
    expect(ids.size).toBe(50);
    expect(newBuildId(0)).toMatch(/^0-[0-9a-f]{8}$/);
  });
});
