import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// The real providers' settings, so only the named variable is left on a sandbox.
const REAL = {
  CRYPTO_PROVIDER: 'nowpayments',
  NOWPAYMENTS_API_KEY: 'key',
  NOWPAYMENTS_IPN_SECRET: 'ipn-secret',
  CRYPTO_PRICE_FEED: 'coingecko',
  CARD_PROCESSOR: 'checkoutcom',
  CHECKOUT_COM_SECRET_KEY: 'sk_sbox_key',
  CHECKOUT_COM_WEBHOOK_SECRET: 'webhook-signature-key',
  SKIN_MARKET: 'waxpeer',
  WAXPEER_API_KEY: 'key',
  SKIN_DEPOSIT_PROVIDER: 'steam-bot',
  STEAM_BOT_API_KEY: 'web-api-key',
  STEAM_BOT_SESSION_ID: 'session',
  STEAM_BOT_LOGIN_SECURE: 'login-secure',
  STEAM_OPENID_URL: 'https://steamcommunity.com/openid/login',
  DISCORD_CLIENT_ID: 'client',
  DISCORD_CLIENT_SECRET: 'secret',
  BEACON: 'drand-quicknet',
};

describe('sandboxes outside the demo', () => {
  it('starts the default demo on every sandbox', () => {
    const config = loadConfig({});
    expect(config.demoMode).toBe(true);
    expect(config.cryptoCashier.provider.kind).toBe('sandbox');
    expect(config.skinMarket.kind).toBe('sandbox');
    expect(config.cardCashier.processor.kind).toBe('sandbox');
    expect(config.skinDeposits.provider.kind).toBe('sandbox');
  });

  it('refuses DEMO_MODE=false on the default sandboxes, naming each variable', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(
      'Invalid configuration: CRYPTO_PROVIDER=sandbox, CRYPTO_PRICE_FEED=sandbox, CARD_PROCESSOR=sandbox, SKIN_MARKET=sandbox, SKIN_DEPOSIT_PROVIDER=sandbox, STEAM_OPENID_URL unset (the sign-in sandbox), DISCORD_CLIENT_ID unset (the linking sandbox), BEACON=local (the server makes its own randomness: use drand-quicknet or eos) with DEMO_MODE=false (sandboxes are for the demo): choose real providers, or set ALLOW_SANDBOXES=true on a staging server',
    );
  });

  it.each([
    'CRYPTO_PROVIDER',
    'CRYPTO_PRICE_FEED',
    'CARD_PROCESSOR',
    'SKIN_MARKET',
    'SKIN_DEPOSIT_PROVIDER',
  ])('refuses %s=sandbox alone without the demo', (name) => {
    const env = { ...REAL, DEMO_MODE: 'false', [name]: 'sandbox' };
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid configuration: ${name}=sandbox with DEMO_MODE=false \\(`),
    );
  });

  it.each([
    ['STEAM_OPENID_URL', 'STEAM_OPENID_URL unset \\(the sign-in sandbox\\)'],
    ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_ID unset \\(the linking sandbox\\)'],
  ])('refuses %s unset without the demo', (name, said) => {
    const env: Record<string, string> = { ...REAL, DEMO_MODE: 'false' };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid configuration: ${said} with DEMO_MODE=false \\(`),
    );
  });

  it("refuses the local beacon without the demo: its values are the server's own secret", () => {
    const env = { ...REAL, DEMO_MODE: 'false', BEACON: 'local' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /^Invalid configuration: BEACON=local \(the server makes its own randomness: use drand-quicknet or eos\) with DEMO_MODE=false \(/,
    );
    const { BEACON: _default, ...unset } = env;
    expect(() => loadConfig(unset)).toThrow(/BEACON=local/); // local is the default
    expect(
      loadConfig({ ...env, BEACON: 'eos', EOS_API_URLS: 'https://eos.example' }).rounds.beacon,
    ).toMatchObject({ kind: 'eos' });
  });

  it('starts without the demo when every part is real', () => {
    const config = loadConfig({ ...REAL, DEMO_MODE: 'false' });
    expect(config.cryptoCashier.provider.kind).toBe('nowpayments');
    expect(config.cryptoCashier.priceFeed.kind).toBe('coingecko');
    expect(config.cardCashier.processor.kind).toBe('checkoutcom');
    expect(config.skinMarket.kind).toBe('waxpeer');
    expect(config.skinDeposits.provider.kind).toBe('steam-bot');
    expect(config.rounds.beacon.kind).toBe('drand-quicknet');
  });

  it("asks the Steam bot's keys when it receives skin deposits", () => {
    const { STEAM_BOT_LOGIN_SECURE: _missing, ...env } = { ...REAL, DEMO_MODE: 'false' };
    expect(() => loadConfig(env)).toThrow(
      'Invalid configuration: STEAM_BOT_API_KEY, STEAM_BOT_SESSION_ID and STEAM_BOT_LOGIN_SECURE are required when SKIN_DEPOSIT_PROVIDER=steam-bot',
    );
  });

  it('asks the Checkout.com keys when it is the card processor', () => {
    const { CHECKOUT_COM_WEBHOOK_SECRET: _unset, ...env } = REAL;
    expect(() => loadConfig({ ...env, DEMO_MODE: 'false' })).toThrow(
      /CHECKOUT_COM_SECRET_KEY and CHECKOUT_COM_WEBHOOK_SECRET are required when CARD_PROCESSOR=checkoutcom/,
    );
  });

  it('starts a staging server on the sandboxes when it says so', () => {
    expect(loadConfig({ DEMO_MODE: 'false', ALLOW_SANDBOXES: 'true' }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'false', ALLOW_SANDBOXES: 'maybe' })).toThrow(
      /ALLOW_SANDBOXES must be true or false/,
    );
  });
});
