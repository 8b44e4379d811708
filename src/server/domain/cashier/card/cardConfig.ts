// Card deposits' settings are declared with their configuration, below the domain.
export type { CardCashierConfig } from '../../../config/slices/cardCashier';
