// What the rest of the server may use of this module; its other files are its own.
export { Tips } from './tips';
export { assertTipWithinTwoFactorLimit } from './tipTwoFactorGate';
export type { TipTwoFactorLimits } from './tipTwoFactorGate';
