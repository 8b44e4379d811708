import { site } from '../site';
import type { ContentDoc } from '../types';

export const privacyPolicy: ContentDoc = {
  slug: 'privacy-policy',
  label: 'Privacy Policy',
  title: 'Privacy Policy',
  summary: 'What we collect, why we need it, how long we keep it and what you can ask of us.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what running the site and the law require:'],
      list: [
        'Account data: username, e-mail address, a password hash (never the password itself), linked Steam or Discord accounts.',
        'Play data: bets, results, seeds and balance changes, kept so any result can be verified and audited.',
        'Technical data: IP address and country (for the region check and fraud prevention), device and browser type.',
        'Verification data, only when KYC is required: see the KYC Policy.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To run your account and the games, keep the ledger correct, prevent fraud and abuse, meet legal duties and answer support requests. We do not sell personal data.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'A session cookie keeps you signed in. Product analytics, where enabled, are aggregated and used to improve the site.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account and play records are kept while your account is open and afterwards for as long as financial and anti-money-laundering rules require. Technical logs are kept for a short, limited time.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You can ask for a copy of your data, its correction or deletion (where we are not required to keep it) by writing to ${site.supportEmail}. We answer within 30 days.`,
      ],
    },
  ],
};
