import type { AccrualsConfig } from './slices/accruals';
import type { ActivityConfig } from './slices/activity';
import type { BeaconTimingConfig } from './slices/beacon';
import type { BrandConfig } from './slices/brand';
import type { BrowserServicesConfig } from './slices/browserServices';
import type { CatalogueImagesConfig } from './slices/catalogueImages';
import type { CardCashierSlice } from './slices/cardCashier';
import type { SkinDepositsSlice } from './slices/skinDeposits';
import type { ChatConfig } from './slices/chat';
import type { CryptoCashierSlice } from './slices/cryptoCashier';
import type { DemoConfig } from './slices/demo';
import type { DiscordConfig } from './slices/discord';
import type { KycConfig } from './slices/kyc';
import type { LimitsConfig } from './slices/limits';
import type { MailConfig } from './slices/mail';
import type { NotificationsConfig } from './slices/notifications';
import type { OperationsConfig } from './slices/operations';
import type { PriceFeedConfig } from './slices/priceFeed';
import type { ProfileConfig } from './slices/profile';
import type { RacesConfig } from './slices/races';
import type { RainConfig } from './slices/rain';
import type { RegionConfig } from './slices/region';
import type { RoundsConfig } from './slices/rounds';
import type { ServerConfig } from './slices/server';
import type { SkinMarketConfig } from './slices/skinMarket';
import type { SteamConfig } from './slices/steam';
import type { StorageConfig } from './slices/storage';
import type { TipsConfig } from './slices/tips';
import type { TurnstileConfig } from './slices/turnstile';

/** The server's settings: each slice's part, side by side. */
export type Config = ServerConfig &
  BrandConfig &
  StorageConfig &
  DemoConfig &
  LimitsConfig &
  SteamConfig &
  DiscordConfig &
  TurnstileConfig &
  MailConfig &
  RegionConfig &
  NotificationsConfig &
  BrowserServicesConfig &
  ChatConfig &
  RainConfig &
  ActivityConfig &
  TipsConfig &
  KycConfig &
  CryptoCashierSlice &
  CardCashierSlice &
  SkinDepositsSlice &
  PriceFeedConfig &
  SkinMarketConfig &
  CatalogueImagesConfig &
  AccrualsConfig &
  ProfileConfig &
  RacesConfig &
  BeaconTimingConfig &
  RoundsConfig &
  OperationsConfig;
