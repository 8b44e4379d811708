import { ContentArticle } from '../../features/content/ContentArticle';
import { policies, type PolicySlug } from '../../features/content/policies';

/** One of the seven policies, rendered from its content file. */
export default function PolicyPage({ slug }: { slug: PolicySlug }) {
  const doc = policies.find((policy) => policy.slug === slug) ?? policies[0]!;
  return <ContentArticle doc={doc} eyebrow="Policies" />;
}
