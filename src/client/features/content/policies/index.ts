import type { ContentDoc } from '../types';
import { bugBounty } from './bug-bounty';
import { codeOfEthics } from './code-of-ethics';
import { disclaimer } from './disclaimer';
import { editorialPolicy } from './editorial-policy';
import { kycPolicy } from './kyc-policy';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

/** The seven policies, in the order the policy navigation lists them. */
export const policies: readonly ContentDoc[] = [
  termsOfService,
  privacyPolicy,
  kycPolicy,
  disclaimer,
  codeOfEthics,
  editorialPolicy,
  bugBounty,
];

export type PolicySlug =
  | 'bug-bounty'
  | 'disclaimer'
  | 'kyc-policy'
  | 'code-of-ethics'
  | 'privacy-policy'
  | 'editorial-policy'
  | 'terms-of-service';
