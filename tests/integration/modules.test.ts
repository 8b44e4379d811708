import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { healthCalls } from '../../src/shared/contract/health';
import { type HttpCall, httpCalls, serverEvents } from '../../src/shared/contract';
import { findModules } from '../../src/server/modules/find';
import { type TestApp, startTestApp } from '../helpers/testApp';

// The app lists no route set: each domain folder's module (domain/<area>/module.ts) is found
// by folder and registers its own. So every call of the contract, which the OpenAPI document
// lists, must be served: under /api, or at the root for the probes.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const atRoot = new Set<HttpCall>(Object.values(healthCalls));

describe('server modules', () => {
  it('serve every call of the contract', () => {
    const missing = (Object.entries(httpCalls) as Array<[string, HttpCall]>)
      .filter(([, call]) => {
        const url = atRoot.has(call) ? call.path : `${API_PREFIX}${call.path}`;
        return !t.app.http.hasRoute({ method: call.method, url });
      })
      .map(([name, call]) => `${name}: ${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });

  it('answer under /api and at the root as before', async () => {
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(200);
    const startup = await fetch(`${t.url}${API_PREFIX}/startup`);
    expect(startup.status).toBe(200);
    expect(await fetch(`${t.url}${API_PREFIX}/health`).then((r) => r.status)).toBe(404);
  });

  it("declare the relay table's rows: each lane one module's, each socket event the contract's", async () => {
    const laneModules = new Map<string, Set<string>>();
    const unknown: string[] = [];
    let rows = 0;
    for (const module of await findModules()) {
      for (const entry of module.relayEntries?.(t.app.services, t.app.io) ?? []) {
        rows += 1;
        if (entry.lane)
          laneModules.set(entry.lane, (laneModules.get(entry.lane) ?? new Set()).add(module.name));
        if (typeof entry.emit === 'string' && !entry.payload && !(entry.emit in serverEvents))
          unknown.push(`${module.name}: ${entry.emit}`);
      }
    }
    // Rows on one lane go out in their order, which only one module's list can keep.
    const spread = [...laneModules].filter(([, names]) => names.size > 1);
    expect(spread).toEqual([]);
    expect(unknown).toEqual([]);
    expect(laneModules.get('roulette')).toEqual(new Set(['roulette']));
    expect(rows).toBeGreaterThan(30);
  });
});
