import { BlogPostsPanel } from './BlogPostsPanel';
import { SponsorshipsPanel } from './SponsorshipsPanel';
import '../back-office-screens.css';
import './content.css';

/**
 * /admin/content: the blog's posts (written in Markdown with a live preview, published and
 * taken back) and the sponsorship applications. Forms check the contract's own body schema;
 * the server checks the role first and audits every change.
 */
export default function ContentPage() {
  return (
    <div className="admin-content">
      <h1 className="admin__title">Content</h1>
      <BlogPostsPanel />
      <SponsorshipsPanel />
    </div>
  );
}
