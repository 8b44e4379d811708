import { site } from '../site';
import type { ContentDoc } from '../types';

export const kycPolicy: ContentDoc = {
  slug: 'kyc-policy',
  label: 'KYC Policy',
  title: 'KYC Policy',
  summary: 'When we ask you to verify your identity, what we ask for and how we protect it.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Why we verify',
      paragraphs: [
        `Know Your Customer (KYC) checks confirm that players are who they say they are and are at least ${site.minimumAge}. They protect the community against fraud, stolen payment methods and money laundering.`,
      ],
    },
    {
      heading: 'When we ask',
      paragraphs: ['Verification may be requested:'],
      list: [
        'before a first withdrawal, or one above the configured threshold;',
        'when account activity looks unusual, or details do not match;',
        'when the law of your country requires it.',
      ],
    },
    {
      heading: 'What we ask for',
      paragraphs: [
        'A valid government photo ID, and sometimes proof of address (a recent bill or bank statement) or a selfie holding the ID. Documents must be clear, complete and unedited.',
      ],
    },
    {
      heading: 'How we handle documents',
      paragraphs: [
        'Documents are sent over an encrypted connection, seen only by trained staff or our verification provider, and kept only as long as the law requires. You can follow the status of your check under Profile → KYC.',
      ],
    },
  ],
};
