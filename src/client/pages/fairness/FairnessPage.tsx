import { Link } from 'react-router';
import { ContentArticle } from '../../features/content/ContentArticle';
import { fairnessDoc, fairnessDocs } from '../../features/content/fairness';

/** One provably-fair explanation page (the overview when `slug` is empty). */
export default function FairnessPage({ slug }: { slug: string }) {
  const doc = fairnessDoc(slug) ?? fairnessDocs[0]!;
  return (
    <ContentArticle doc={doc} eyebrow="Provably fair">
      <p className="content-article__text">
        Questions about a result? Send us the bet’s nonce and seeds through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </ContentArticle>
  );
}
