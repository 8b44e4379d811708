// The operator command's usage lines, apart from the script (which runs on import) so a test
// can hold the README to them.
export const depositUsage = 'deposit <address> <coinAmount>';
export const confirmUsage = 'confirm <address|txid> [--all]';
export const usageText = `usage: npm run cashier:sandbox -- ${depositUsage} | ${confirmUsage}`;
