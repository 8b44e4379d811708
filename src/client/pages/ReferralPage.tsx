import { useParams } from '../router';
import { ReferralBanner } from '../features/affiliates/ReferralBanner';
import { useReferralLanding } from '../features/affiliates/use-referral-landing';
import HomePage from './HomePage';

/** /r/:code: the server remembers who referred the visitor; the banner says what they get. */
export default function ReferralPage() {
  const { code } = useParams();
  const landing = useReferralLanding(code);
  return (
    <>
      <ReferralBanner landing={landing} />
      <HomePage />
    </>
  );
}
