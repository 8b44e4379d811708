import type { ContentDoc } from '../../src/client/features/content/types';

export const fairnessDoc: ContentDoc = {
  slug: 'plinko',
  label: 'Plinko',
  title: 'Plinko fairness',
  summary: 'One float per row decides every bounce, so the ball’s path is fixed before it drops.',
  sections: [
    {
      heading: 'The path',
      paragraphs: [
        'For a board with n rows (8 to 16), the game takes n floats. At each row the ball goes right when floor(f × 2) = 1, left otherwise. The bucket is the number of rights.',
      ],
      code: 'bucket = count of rows where floor(f × 2) = 1',
    },
    {
      heading: 'The payout tables',
      paragraphs: [
        'Every table is symmetric and returns 99% (± 0.1%) on average for each rows-and-risk setting. The animation follows the server’s left/right decisions row by row, so the ball always lands where the seeds say.',
        'A payout that is not a whole hundredth is rounded up or down with the float after the rows’ (see “Rounding to the hundredth” on the overview), so each table returns exactly its figure at every stake.',
      ],
    },
  ],
};
