import { z } from 'zod';
import { accrualsEnv } from './slices/accruals';
import { activityEnv } from './slices/activity';
import { beaconEnv } from './slices/beacon';
import { brandEnv } from './slices/brand';
import { browserServicesEnv } from './slices/browserServices';
import { catalogueImagesEnv } from './slices/catalogueImages';
import { cardCashierEnv } from './slices/cardCashier';
import { skinDepositsEnv } from './slices/skinDeposits';
import { chatEnv } from './slices/chat';
import { cryptoCashierEnv } from './slices/cryptoCashier';
import { demoEnv } from './slices/demo';
import { discordEnv } from './slices/discord';
import { kycEnv } from './slices/kyc';
import { limitsEnv } from './slices/limits';
import { mailEnv } from './slices/mail';
import { notificationsEnv } from './slices/notifications';
import { operationsEnv } from './slices/operations';
import { priceFeedEnv } from './slices/priceFeed';
import { profileEnv } from './slices/profile';
import { racesEnv } from './slices/races';
import { rainEnv } from './slices/rain';
import { regionEnv } from './slices/region';
import { roundsEnv } from './slices/rounds';
import { serverEnv } from './slices/server';
import { skinMarketEnv } from './slices/skinMarket';
import { steamEnv } from './slices/steam';
import { storageEnv } from './slices/storage';
import { tipsEnv } from './slices/tips';
import { turnstileEnv } from './slices/turnstile';

/** Every slice's variables, by the domain that owns them (a test keeps the names disjoint). */
export const ENV_SLICES = {
  server: serverEnv,
  brand: brandEnv,
  storage: storageEnv,
  demo: demoEnv,
  limits: limitsEnv,
  steam: steamEnv,
  discord: discordEnv,
  turnstile: turnstileEnv,
  mail: mailEnv,
  region: regionEnv,
  notifications: notificationsEnv,
  browserServices: browserServicesEnv,
  chat: chatEnv,
  rain: rainEnv,
  activity: activityEnv,
  tips: tipsEnv,
  kyc: kycEnv,
  cryptoCashier: cryptoCashierEnv,
  cardCashier: cardCashierEnv,
  skinDeposits: skinDepositsEnv,
  priceFeed: priceFeedEnv,
  skinMarket: skinMarketEnv,
  catalogueImages: catalogueImagesEnv,
  accruals: accrualsEnv,
  profile: profileEnv,
  races: racesEnv,
  beacon: beaconEnv,
  rounds: roundsEnv,
  operations: operationsEnv,
};

export type SliceName = keyof typeof ENV_SLICES;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type MergedShape = UnionToIntersection<(typeof ENV_SLICES)[SliceName]>;

/** One schema over every slice, so a single parse finds a bad variable wherever it is owned. */
export const envSchema = z.object(Object.assign({}, ...Object.values(ENV_SLICES)) as MergedShape);

export type Env = z.output<typeof envSchema>;
