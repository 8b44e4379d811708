import type { Services } from '../services';
import type { JobLog, ServerModule } from './serverModule';

/** Starts every module's jobs, in module order (a job may rely on an earlier module's). */
export async function startJobs(
  modules: readonly ServerModule[],
  services: Services,
  log: JobLog,
): Promise<void> {
  for (const module of modules) await module.jobs?.start?.(services, log);
}

/** Stops them in the reverse order: a job is stopped before those it relies on. */
export async function stopJobs(
  modules: readonly ServerModule[],
  services: Services,
): Promise<void> {
  for (const module of [...modules].reverse()) await module.jobs?.stop?.(services);
}
