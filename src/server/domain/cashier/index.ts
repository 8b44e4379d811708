// What the rest of the server may use of this module; its other files are its own.
export type { CardCashier } from './card/cardCashier';
export { createCardCashier } from './card/createCardCashier';
export { createCryptoCashier } from './crypto/createCryptoCashier';
export type { CryptoCashier } from './crypto/cryptoCashier';
export { createSkinDeposits } from './skins/createSkinDeposits';
export type { SkinDeposits } from './skins/skinDeposits';
export { createCashiers } from './createCashiers';
