// The offline stand-ins create gems out of nothing (sandbox deposits, the sandbox card
// checkout's pay button, the skin deposits' accepted offers), report payouts and skin trades that never happen, price coins at
// fixed rates, sign anyone in as any Steam account and link any Discord name, and the local beacon's values are the server's own
// secret (it could compute every flip, battle and round salt in advance). They belong to
// the demo.

export interface SandboxChoices {
  demoMode: boolean;
  /** ALLOW_SANDBOXES: a staging server runs them with DEMO_MODE=false on purpose. */
  allowSandboxes: boolean;
  cryptoProvider: string;
  cryptoPriceFeed: string;
  /** CARD_PROCESSOR: the sandbox's checkout page credits gems for no card at all. */
  cardProcessor: string;
  skinMarket: string;
  /** SKIN_DEPOSIT_PROVIDER: the sandbox's offers credit gems for skins that never move. */
  skinDepositProvider: string;
  /** STEAM_OPENID_URL: unset means the sign-in sandbox. */
  steamOpenIdUrl: string | undefined;
  /** DISCORD_CLIENT_ID: unset means the linking sandbox. */
  discordClientId: string | undefined;
  /** BEACON: `local` is the development beacon. */
  beacon: string;
}

/** Why this configuration must not start, naming each variable at fault; null when it may. */
export function sandboxRefusal(choices: SandboxChoices): string | null {
  if (choices.demoMode || choices.allowSandboxes) return null;
  const chosen = [
    ['CRYPTO_PROVIDER', choices.cryptoProvider],
    ['CRYPTO_PRICE_FEED', choices.cryptoPriceFeed],
    ['CARD_PROCESSOR', choices.cardProcessor],
    ['SKIN_MARKET', choices.skinMarket],
    ['SKIN_DEPOSIT_PROVIDER', choices.skinDepositProvider],
  ]
    .filter(([, kind]) => kind === 'sandbox')
    .map(([name]) => `${name}=sandbox`);
  if (!choices.steamOpenIdUrl) chosen.push('STEAM_OPENID_URL unset (the sign-in sandbox)');
  if (!choices.discordClientId) chosen.push('DISCORD_CLIENT_ID unset (the linking sandbox)');
  if (choices.beacon === 'local')
    chosen.push('BEACON=local (the server makes its own randomness: use drand-quicknet or eos)');
  if (chosen.length === 0) return null;
  return (
    `Invalid configuration: ${chosen.join(', ')} with DEMO_MODE=false (sandboxes are for the ` +
    'demo): choose real providers, or set ALLOW_SANDBOXES=true on a staging server'
  );
}
