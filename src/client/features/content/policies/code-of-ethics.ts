import type { ContentDoc } from '../types';

export const codeOfEthics: ContentDoc = {
  slug: 'code-of-ethics',
  label: 'Code of Ethics',
  title: 'Code of Ethics',
  summary: 'The commitments our team makes to players, and what we expect in return.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Fair by design',
      paragraphs: [
        'Results are committed before you bet and can be verified by anyone. Staff cannot see unrevealed server seeds or influence an outcome, and we do not run special odds for anyone.',
      ],
    },
    {
      heading: 'Protecting players',
      paragraphs: [
        'We keep minors off the site, take requests for breaks or self-exclusion seriously and never market to people who asked us to stop.',
      ],
    },
    {
      heading: 'Staff and creators',
      paragraphs: [
        'Employees may not play for money on the site. Creators and streamers who play with gems we provide must say so on stream.',
      ],
    },
    {
      heading: 'Community',
      paragraphs: [
        'Chat is for everyone. Harassment, hate speech, scams, begging and advertising lead to mutes or bans, applied by the same rules for every player.',
      ],
    },
  ],
};
