import 'dotenv/config';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { bufferedLog } from './http/logDestination';

const SHUTDOWN_LIMIT_MS = 10_000;

/** The process entry: start, and stop gracefully on SIGTERM / SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  // A line a request, buffered: written each second or each few kilobytes, and at exit.
  const app = await buildApp(config, { logStream: bufferedLog() });
  const port = await app.listen();
  app.http.log.info(
    {
      port,
      metricsPort: app.metricsPort(),
      engine: app.database.engine,
      demo: config.demoMode,
    },
    `Listening on ${config.siteOrigin}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.http.log.info({ signal }, 'shutting down');
    // A balancer gives a draining node about 10 s; whatever is still open then is cut.
    const force = setTimeout(() => {
      app.http.log.error({ signal }, 'shutdown took over 10 s: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
