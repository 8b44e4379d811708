import type { ComponentType } from 'react';
import { AffiliatePanel } from '../../features/affiliates/AffiliatePanel';
import { BetHistoryTab } from '../../features/bet-history/BetHistoryTab';
import { FairnessTab } from '../../features/fairness/FairnessTab';
import { SecurityTab } from '../../features/security/SecurityTab';
import { KycPanel } from '../../features/kyc/KycPanel';
import { OverviewTab } from '../../features/profile-overview/OverviewTab';
import { TransactionsTab } from '../../features/transactions/TransactionsTab';
import { SettingsTab } from './SettingsTab';
import type { ProfileSectionKey } from './sections';

/** The working tools of each profile tab, under its heading; tabs without any say 'coming soon'. */
export const sectionContent: Partial<Record<ProfileSectionKey, ComponentType>> = {
  overview: OverviewTab,
  history: BetHistoryTab,
  fairness: FairnessTab,
  security: SecurityTab,
  settings: SettingsTab,
  kyc: KycPanel,
  affiliate: AffiliatePanel,
  transactions: TransactionsTab,
};
