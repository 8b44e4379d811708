// What the rest of the server may use of this module; its other files are its own.
export { createSkinMarket } from './createSkinMarket';
export type { SkinMarket } from './skinMarket';
export { consumeSkins, insertWonSkin, lockSkinsForStake, readSkins } from './skinStakeRecords';
export type { StakeableSkin } from './skinStakeRecords';
export { readTradeUrl } from './steamTradeRecords';
export { SteamTrades } from './steamTrades';
