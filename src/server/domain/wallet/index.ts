// What the rest of the server may use of this module; its other files are its own.
export type { BetPosting, BetPostingResult } from './betPosting';
export { LedgerCheck } from './ledgerCheck';
export { checkAndRecordLedger, latestLedgerCheck } from './ledgerCheckRecord';
export { ledgerHistory } from './ledgerHistory';
export { ledgerPlayerLiabilities, owedToPlayers } from './playerLiabilities';
export { WageringRequirement } from './requirement/requirement';
export { stillToWager } from './requirement/stillToWager';
export { SYSTEM_ACCOUNT_KINDS } from './shards';
export { verifyLedger } from './verifyLedger';
export { Wallet, insufficientBalance } from './wallet';
export { positionedBalanceSql } from './walletStatements';
export type { MovementResult, PositionedBalance } from './walletTypes';
