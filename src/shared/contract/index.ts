import type { z } from 'zod';
import type { HttpCall } from './define';
import { affiliatesCalls } from './affiliates';
import { adminCommunityCasesCalls } from './adminCommunityCases';
import { adminGamesCalls } from './adminGames';
import { adminUsersCalls } from './adminUsers';
import { adminNotificationsCalls } from './adminNotifications';
import { authCalls } from './auth';
import { battlesCalls } from './battles';
import { betHistoryCalls } from './betHistory';
import { casesCalls } from './cases';
import { catalogueImagesCalls } from './catalogueImages';
import { catalogueCalls } from './catalogue';
import { communityCasesCalls } from './communityCases';
import { cashierCalls } from './cashier';
import { adminCashierCalls } from './adminCashier';
import { adminUserPagesCalls } from './adminUserPages';
import { cashierCardCalls } from './cashierCard';
import { cashierSkinsCalls } from './cashierSkins';
import { adminDashboardCalls } from './adminDashboard';
import { cashierCryptoCalls } from './cashierCrypto';
import { challengesCalls } from './challenges';
import { chatCalls } from './chat';
import { complianceCalls } from './compliance';
import { discordCalls } from './discord';
import { crashCalls } from './crash';
import { coinFlipCalls } from './coinFlip';
import { rouletteCalls } from './roulette';
import { emailsCalls } from './emails';
import { fairnessCalls } from './fairness';
import { roundChainCalls } from './roundChains';
import { gamesCalls } from './games';
import { healthCalls } from './health';
import { instantGamesCalls } from './instantGames';
import { inventoryCalls } from './inventory';
import { liabilitiesCalls } from './liabilities';
import { openBooksCalls } from './openBooks';
import { liveDropsCalls } from './liveDrops';
import { moderationCalls } from './moderation';
import { notificationsCalls } from './notifications';
import { passwordsCalls } from './passwords';
import { profileCalls } from './profile';
import { rainCalls } from './rain';
import { racesCalls } from './races';
import { clientEvents, serverEvents } from './realtime';
import { sessionsCalls } from './sessions';
import { startupCalls } from './startup';
import { steamCalls } from './steam';
import { steamTradesCalls } from './steamTrades';
import { tipsCalls } from './tips';
import { rewardsCalls } from './rewards';
import { twoFactorCalls } from './twoFactor';
import { usersCalls } from './users';
import { wheelCalls } from './wheel';
import { promoCodesCalls } from './promoCodes';
import { giftCardsCalls } from './giftCards';
import { blogCalls } from './blog';
import { sponsorshipsCalls } from './sponsorships';
import { streamerCalls } from './streamer';
import { vaultCalls } from './vault';
import { kycCalls } from './kyc';
import { responsibleGamblingCalls } from './responsibleGambling';

/** Every HTTP call of the public API, keyed by a camelCase name (also the OpenAPI operationId). */
export const httpCalls = {
  ...healthCalls,
  ...authCalls,
  ...usersCalls,
  ...adminUsersCalls,
  ...adminNotificationsCalls,
  ...adminGamesCalls,
  ...adminCommunityCasesCalls,
  ...sessionsCalls,
  ...steamCalls,
  ...steamTradesCalls,
  ...twoFactorCalls,
  ...battlesCalls,
  ...notificationsCalls,
  ...complianceCalls,
  ...gamesCalls,
  ...fairnessCalls,
  ...roundChainCalls,
  ...liabilitiesCalls,
  ...openBooksCalls,
  ...instantGamesCalls,
  ...betHistoryCalls,
  ...crashCalls,
  ...coinFlipCalls,
  ...rouletteCalls,
  ...chatCalls,
  ...moderationCalls,
  ...inventoryCalls,
  ...challengesCalls,
  ...cashierCalls,
  ...cashierCryptoCalls,
  ...cashierCardCalls,
  ...cashierSkinsCalls,
  ...adminCashierCalls,
  ...adminUserPagesCalls,
  ...adminDashboardCalls,
  ...kycCalls,
  ...responsibleGamblingCalls,
  ...liveDropsCalls,
  ...casesCalls,
  ...catalogueImagesCalls,
  ...communityCasesCalls,
  ...catalogueCalls,
  ...emailsCalls,
  ...passwordsCalls,
  ...discordCalls,
  ...rainCalls,
  ...racesCalls,
  ...tipsCalls,
  ...rewardsCalls,
  ...affiliatesCalls,
  ...wheelCalls,
  ...promoCodesCalls,
  ...giftCardsCalls,
  ...blogCalls,
  ...sponsorshipsCalls,
  ...streamerCalls,
  ...vaultCalls,
  ...profileCalls,
  ...startupCalls,
} satisfies Record<string, HttpCall>;

export { clientEvents, serverEvents };

export type HttpCalls = typeof httpCalls;
export type HttpCallName = keyof HttpCalls;
export type HttpBody<N extends HttpCallName> = z.input<HttpCalls[N]['body']>;
export type HttpResponse<N extends HttpCallName> = z.output<HttpCalls[N]['response']>;
export type HttpParams<N extends HttpCallName> = z.input<HttpCalls[N]['params']>;

export type ClientEventName = keyof typeof clientEvents;
export type ClientEventPayload<N extends ClientEventName> = z.input<
  (typeof clientEvents)[N]['payload']
>;
export type ClientEventAck<N extends ClientEventName> = z.output<(typeof clientEvents)[N]['ack']>;
export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<N extends ServerEventName> = z.output<
  (typeof serverEvents)[N]['payload']
>;

export * from './define';
export * from './common';
export * from './roles';
export * from './liabilities';
export * from './openBooks';
export * from './users';
export * from './auth';
export * from './adminUsers';
export * from './adminNotifications';
export * from './adminCommunityCases';
export * from './adminGames';
export * from './sessions';
export * from './startup';
export * from './battleEnums';
export * from './battleLink';
export * from './battles';
export * from './beaconEvidence';
export * from './battleMath';
export * from './richText';
export * from './notifications';
export * from './passwords';
export * from './chat';
export * from './inventory';
export * from './challenges';
export * from './cashier';
export * from './cashierCrypto';
export * from './adminCashier';
export * from './tableSort';
export * from './kyc';
export * from './responsibleGambling';
export * from './liveDrops';
export * from './cases';
export * from './catalogueImages';
export * from './communityCases';
export * from './catalogue';
export * from './compliance';
export * from './discord';
export * from './games';
export * from './fairness';
export * from './roundChains';
export * from './instantGames';
export * from './betHistory';
export * from './roulette';
export * from './crash';
export * from './coinFlip';
export * from './channels';
export * from './steam';
export * from './steamTrades';
export * from './twoFactor';
export * from './rain';
export * from './races';
export * from './tips';
export * from './rewards';
export * from './affiliates';
export * from './wheel';
export * from './promoCodes';
export * from './giftCards';
export * from './vault';
export * from './streamer';
export * from './adminUserPages';
