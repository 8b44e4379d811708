import { spawn } from 'node:child_process';
import { projectRoot } from '../../src/server/lib/projectRoot';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run cashier:sandbox -- <args>` as an operator types it, against the server that
 * `env` names (SITE_ORIGIN, and DATA_DIR or OPERATOR_CREDENTIALS_FILE for the password).
 */
export function runCashierSandbox(
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  // Only the server named here: nothing inherited may point the command elsewhere.
  const inherited = { ...process.env };
  for (const name of ['SITE_ORIGIN', 'DATA_DIR', 'OPERATOR_CREDENTIALS_FILE'])
    delete inherited[name];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'cashier:sandbox', '--', ...args], {
      cwd: projectRoot(),
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
