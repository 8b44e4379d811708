// Skin deposits' settings are declared with their configuration, below the domain.
export type { SkinDepositConfig } from '../../../config/slices/skinDeposits';
