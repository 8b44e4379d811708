import { site } from '../site';
import type { ContentDoc } from '../types';

export const bugBounty: ContentDoc = {
  slug: 'bug-bounty',
  label: 'Bug Bounty',
  title: 'Bug Bounty',
  summary: 'Found a security problem? Tell us first, and we will reward you for it.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'In scope',
      paragraphs: [
        'We want to hear about anything that could hurt players or the fairness of the games:',
      ],
      list: [
        'results that can be predicted or influenced before a bet, or that do not match their published seeds;',
        'balance or ledger errors: gems created, lost or spent twice;',
        'account takeover, bypassing two-factor authentication, session theft;',
        'reading or changing another player’s data;',
        'injection, cross-site scripting or request forgery on our domains.',
      ],
    },
    {
      heading: 'Out of scope',
      paragraphs: ['Reports that need no fix or carry no real risk:'],
      list: [
        'denial of service, load or spam testing;',
        'social engineering of players or staff, physical attacks;',
        'missing headers or best-practice notes without a working attack;',
        'issues in third-party services we do not control.',
      ],
    },
    {
      heading: 'Rules',
      paragraphs: [
        'Test only on your own accounts, stop as soon as you have shown the problem, do not keep or share other people’s data, and give us reasonable time to fix it before telling anyone else.',
        'Exploiting a bug for profit instead of reporting it breaks the Terms of Service.',
      ],
    },
    {
      heading: 'How to report',
      paragraphs: [
        `Write to ${site.securityEmail} with the steps to reproduce, what you expected and what happened. We reply within three working days. Rewards, in gems or otherwise, depend on the impact and the quality of the report.`,
      ],
    },
  ],
};
