import { sandboxRefusal } from '../sandboxGuard';
import { ConfigError } from './configError';
import type { Config } from './configType';
import { type Env, envSchema } from './envSchema';
import { accrualsConfig } from './slices/accruals';
import { activityConfig } from './slices/activity';
import { beaconSettings, beaconTimingConfig } from './slices/beacon';
import { brandConfig } from './slices/brand';
import { browserServicesConfig } from './slices/browserServices';
import { catalogueImagesConfig } from './slices/catalogueImages';
import { cardCashierConfig } from './slices/cardCashier';
import { skinDepositsConfig } from './slices/skinDeposits';
import { chatConfig } from './slices/chat';
import { cryptoCashierConfig } from './slices/cryptoCashier';
import { demoConfig } from './slices/demo';
import { discordConfig } from './slices/discord';
import { kycConfig } from './slices/kyc';
import { limitsConfig } from './slices/limits';
import { mailConfig } from './slices/mail';
import { notificationsConfig } from './slices/notifications';
import { operationsConfig } from './slices/operations';
import { priceFeedConfig } from './slices/priceFeed';
import { profileConfig } from './slices/profile';
import { racesConfig } from './slices/races';
import { rainConfig } from './slices/rain';
import { regionConfig } from './slices/region';
import { roundsConfig } from './slices/rounds';
import { serverConfig } from './slices/server';
import { skinMarketConfig } from './slices/skinMarket';
import { steamConfig } from './slices/steam';
import { storageConfig } from './slices/storage';
import { tipsConfig } from './slices/tips';
import { turnstileConfig } from './slices/turnstile';

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return buildConfig(parseEnv(env));
}

/** One parse over every slice's variables; unset and empty variables take their defaults. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new ConfigError(
    `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
  );
}

function buildConfig(e: Env): Config {
  const server = serverConfig(e);
  const storage = storageConfig(e);
  const brand = brandConfig(e);
  const kyc = kycConfig(e, storage.dataDir);
  const catalogueImages = catalogueImagesConfig(e);
  const config: Config = {
    ...server,
    ...brand,
    ...storage,
    ...demoConfig(e),
    ...limitsConfig(e),
    ...steamConfig(e),
    ...discordConfig(e),
    ...turnstileConfig(e),
    ...mailConfig(e, storage.dataDir, brand.brand),
    ...regionConfig(e),
    ...notificationsConfig(e),
    ...browserServicesConfig(e, {
      env: server.env,
      catalogueImages: catalogueImages.catalogueImageBase !== null,
      brand: brand.brand.id,
    }),
    ...chatConfig(e, server.siteOrigin),
    ...rainConfig(e),
    ...activityConfig(e),
    ...tipsConfig(e),
    ...kyc,
    ...cryptoCashierConfig(e, server.siteOrigin, kyc.kyc.thresholds),
    ...cardCashierConfig(e, server.siteOrigin, kyc.kyc.thresholds),
    ...skinDepositsConfig(e, kyc.kyc.thresholds),
    ...priceFeedConfig(e),
    ...skinMarketConfig(e),
    ...catalogueImages,
    ...accrualsConfig(e),
    ...profileConfig(e),
    ...racesConfig(e),
    ...beaconTimingConfig(e),
    ...roundsConfig(e, beaconSettings(e)),
    ...operationsConfig(e),
  };
  refuseSandboxesOutsideDemo(e, config);
  return config;
}

/** The offline stand-ins belong to the demo (sandboxGuard.ts). */
function refuseSandboxesOutsideDemo(e: Env, config: Config) {
  const refusal = sandboxRefusal({
    demoMode: config.demoMode,
    allowSandboxes: e.ALLOW_SANDBOXES,
    cryptoProvider: config.cryptoCashier.provider.kind,
    cryptoPriceFeed: config.cryptoCashier.priceFeed.kind,
    cardProcessor: config.cardCashier.processor.kind,
    skinDepositProvider: config.skinDeposits.provider.kind,
    skinMarket: config.skinMarket.kind,
    steamOpenIdUrl: e.STEAM_OPENID_URL,
    discordClientId: e.DISCORD_CLIENT_ID,
    beacon: e.BEACON,
  });
  if (refusal) throw new ConfigError(refusal);
}
