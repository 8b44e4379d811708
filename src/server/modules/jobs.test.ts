import { describe, expect, it } from 'vitest';
import type { Services } from '../services';
import { startJobs, stopJobs } from './jobs';
import type { ServerModule } from './serverModule';

const services = {} as Services;
const log = { error: () => undefined, warn: () => undefined };

function recorded(names: string[], calls: string[]): ServerModule[] {
  return names.map((name) => ({
    name,
    jobs: {
      async start() {
        await Promise.resolve();
        calls.push(`start ${name}`);
      },
      async stop() {
        await Promise.resolve();
        calls.push(`stop ${name}`);
      },
    },
  }));
}

describe('module jobs', () => {
  it('start in module order, each awaited before the next', async () => {
    const calls: string[] = [];
    await startJobs(recorded(['rounds', 'caseBattles', 'rooms'], calls), services, log);
    expect(calls).toEqual(['start rounds', 'start caseBattles', 'start rooms']);
  });

  it('stop in the reverse order, so a job stops before the module it relies on', async () => {
    const calls: string[] = [];
    const modules = [{ name: 'health' }, ...recorded(['rounds', 'rooms'], calls)];
    await stopJobs(modules, services);
    expect(calls).toEqual(['stop rooms', 'stop rounds']);
    // The list itself keeps its order.
    expect(modules.map((module) => module.name)).toEqual(['health', 'rounds', 'rooms']);
  });

  it('hand each job the services and the log', async () => {
    const seen: unknown[] = [];
    const module: ServerModule = {
      name: 'rain',
      jobs: { start: (s, l) => void seen.push(s, l), stop: () => undefined },
    };
    await startJobs([module], services, log);
    expect(seen).toEqual([services, log]);
  });
});
