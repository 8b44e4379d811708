import { fairnessOverview } from '../../features/content/fairness/overview';
import type { ContentDoc } from '../../features/content/types';

/**
 * Each game's explanation, from its own folder (`games/<game>/fairnessDoc.ts`), found by the
 * build: a game brings its page's text as it brings its verifier. In the fairness page's
 * chunk only, never the lobby's.
 */
export const GAME_FAIRNESS_DOCS: ReadonlyMap<string, ContentDoc> = new Map(
  Object.values(
    import.meta.glob<ContentDoc>('../../../../games/*/fairnessDoc.ts', {
      eager: true,
      import: 'fairnessDoc',
    }),
  ).map((doc) => [doc.slug, doc]),
);

/** The explanation on `/fairness/<slug>`: the game's, else how it works overall. */
export const fairnessDocOf = (slug: string): ContentDoc =>
  GAME_FAIRNESS_DOCS.get(slug) ?? fairnessOverview;
