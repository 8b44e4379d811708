// `npm run ledger:verify`: checks every ledger invariant on the configured database
// (DATABASE_URL, or the PGlite folder DATA_DIR), records the check (the dashboard's "last
// ledger check") and exits non-zero on any break.
import 'dotenv/config';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { checkAndRecordLedger } from '../src/server/domain/wallet';

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
try {
  // Recorded like the scheduled check, so the back office dashboard shows it too.
  const report = await checkAndRecordLedger(handle.db, 'command');
  console.log(
    `ledger (${handle.engine}): ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries`,
  );
  for (const [kind, total] of Object.entries(report.systemBalances))
    console.log(`  ${kind}: ${total} hundredths`);
  if (report.problems.length === 0) {
    console.log(
      'every invariant holds: balances equal their entries, no negative balance, money conserved',
    );
  } else {
    for (const problem of report.problems) console.error(`BROKEN: ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
