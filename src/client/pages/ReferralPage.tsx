import { useEffect } from 'react';
import { useParams } from 'react-router';
import { storeReferralCode } from '../features/routing/referral';
import HomePage from './HomePage';

/** /r/:code: remembers who referred the visitor, then shows the lobby. */
export default function ReferralPage() {
  const { code } = useParams();
  useEffect(() => storeReferralCode(window.localStorage, code), [code]);
  return <HomePage />;
}
