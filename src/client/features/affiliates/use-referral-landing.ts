import { useEffect, useState } from 'react';
import { affiliateCodeProblem } from '../../../shared/affiliates';
import type { ReferralVisit } from '../../../shared/contract/affiliates';
import { messageOf } from '../../lib/api-error';
import { selectInitialized, selectUser, useSession } from '../session/session-store';
import { affiliatesApi } from './affiliates-api';

export type ReferralLanding =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'visit'; referral: ReferralVisit }
  /** This account was created through this very link. */
  | { kind: 'linked'; referral: ReferralVisit };

/**
 * Asks the server to remember the link's code for this browser's sign-up (it decides: a
 * visitor with an account keeps nothing), once the session is known and again after a
 * sign-in, when a player who just joined through the link is told their cases are in.
 */
export function useReferralLanding(code: string | undefined): ReferralLanding {
  const initialized = useSession(selectInitialized);
  const userId = useSession((state) => selectUser(state)?.id ?? null);
  const [landing, setLanding] = useState<ReferralLanding>({ kind: 'loading' });

  useEffect(() => {
    if (!initialized) return;
    // A malformed code is refused here: the server would only answer 400.
    if (!code || affiliateCodeProblem(code)) {
      setLanding({ kind: 'invalid', message: 'This referral link is not valid' });
      return;
    }
    let current = true;
    (async () => {
      const { referral } = await affiliatesApi.visit(code);
      if (referral.status === 'SIGNED_IN' && userId) {
        const { referredBy } = await affiliatesApi.get();
        if (referredBy?.code === referral.code) return { kind: 'linked' as const, referral };
      }
      return { kind: 'visit' as const, referral };
    })().then(
      (next) => current && setLanding(next),
      (caught: unknown) => current && setLanding({ kind: 'invalid', message: messageOf(caught) }),
    );
    return () => {
      current = false;
    };
  }, [code, initialized, userId]);

  return landing;
}
