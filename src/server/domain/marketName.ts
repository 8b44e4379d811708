// Doppler knives come in phases the game tells apart by pattern, not by name: the market
// lists "★ Karambit | Doppler (Factory New)" once for every phase. Our catalogue names each
// phase ("★ Karambit | Doppler (Phase 2)") so a case's items stay distinct; a market feed
// prices it under the shared name. The catalogue and its prices (cases/) and the skin market
// (steamTrades/) both read it; it lives here, beside neither, so the skin market does not
// import the cases.

/** Every phase a case's Doppler or Gamma Doppler item may have. */
export const DOPPLER_PHASES = [
  'Phase 1',
  'Phase 2',
  'Phase 3',
  'Phase 4',
  'Ruby',
  'Sapphire',
  'Black Pearl',
  'Emerald',
] as const;

const PHASE_SUFFIX = new RegExp(` \\((${DOPPLER_PHASES.join('|')})\\)$`);

/** The name the market lists an item under: our name without its phase. */
export function marketNameOf(name: string): string {
  return name.replace(PHASE_SUFFIX, '');
}
