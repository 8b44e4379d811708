// The wallet tables are deliberately not re-exported: only domain/wallet touches them
// (lint enforces it), and it does so through the wallet_post() database function.
export * from './users';
export * from './security';
export * from './games';
export * from './notifications';
export * from './chat';
export * from './rain';
export * from './cases';
export * from './rounds';
export * from './caseBattles';
export * from './caseBattleSeats';
export * from './rooms';
export * from './inventory';
export * from './challenges';
export * from './rewards';
export * from './races';
export * from './affiliates';
export * from './wheelPromoCodes';
export * from './giftCards';
export * from './kycLimits';
export * from './cryptoCashier';
export * from './cardCashier';
export * from './skinDeposits';
export * from './steamTrades';
export * from './captureTokens';
