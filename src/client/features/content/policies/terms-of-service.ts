import { site } from '../site';
import type { ContentDoc } from '../types';

export const termsOfService: ContentDoc = {
  slug: 'terms-of-service',
  label: 'Terms of Service',
  title: 'Terms of Service',
  summary: `The rules for using ${site.name}: who may play, what gems are, and what each side can expect.`,
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Who may play',
      paragraphs: [
        `You must be at least ${site.minimumAge} years old, and old enough to play games of chance where you live, to create an account. One account per person.`,
        'Some countries are not served. If you connect from one of them, the site shows a region notice instead of the games. Using a VPN or any other trick to get around that notice is a breach of these terms.',
      ],
    },
    {
      heading: 'Gems are a virtual currency',
      paragraphs: [
        'Gems are the currency of the site. They are shown with two decimals and are stored as whole hundredths, so nothing is ever rounded away.',
        'In demo mode every new account receives demo gems. Demo gems have no cash value: they cannot be withdrawn, sold, traded or exchanged for money or items outside the site.',
      ],
    },
    {
      heading: 'Fair play',
      paragraphs: [
        'Every game result is provably fair: you can check it yourself with the seeds we publish (see the Fairness pages).',
      ],
      list: [
        'No bots, scripts or automated play unless we have agreed to it in writing.',
        'No multi-accounting, collusion in battles or abuse of promotions.',
        'No exploiting bugs: report them through the bug bounty instead.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password and two-factor codes to yourself. You are responsible for what happens on your account until you tell us it has been compromised.',
        'We may suspend or close accounts that break these terms. Where the law allows, gems won through a breach are removed.',
      ],
    },
    {
      heading: 'Responsible play',
      paragraphs: [
        'Play for fun, with time and gems you can afford to lose. If play stops being fun, take a break; support can pause or close your account at your request.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms. When the change matters, we ask you to accept the new version before you play again.',
        `Questions about these terms: ${site.supportEmail}.`,
      ],
    },
  ],
};
