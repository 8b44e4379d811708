import { Link, useParams } from '../../router';
import { BlogCard } from '../../features/blog/BlogCard';
import { BlogPagination } from '../../features/blog/BlogPagination';
import { blogApi } from '../../features/blog/blog-api';
import { useBlogRead } from '../../features/blog/use-blog-read';
import { Button } from '../../ui/Button';
import NotFoundPage from '../NotFoundPage';
import '../info/info.css';
import '../../features/blog/blog.css';
import { titled } from '../../lib/brand';

/** "2" from /blog/page/2; null for anything but a whole page number from 1. */
function pageOf(current: string | undefined): number | null {
  if (current === undefined) return 1;
  return /^[1-9][0-9]{0,4}$/.test(current) ? Number(current) : null;
}

/** /blog and /blog/page/{n}: published posts as cards, nine to a page. */
export default function BlogListPage() {
  const page = pageOf(useParams().current);
  const { read, retry } = useBlogRead(String(page), (signal) => blogApi.page(page ?? 1, signal));
  if (page === null) return <NotFoundPage />;

  return (
    <div className="info-page blog-page">
      <title>{titled(page > 1 ? `Blog, page ${page}` : 'Blog')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">News and guides</p>
        <h1 className="info-page__title">Blog</h1>
        <p className="info-page__lead">Guides, updates and the stories behind the drops.</p>
      </header>

      {read.state === 'loading' && <p className="blog-page__status">Loading posts…</p>}
      {read.state !== 'loading' && read.state !== 'ready' && (
        <div className="blog-page__status" role="alert">
          <p>The posts could not be loaded.</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {read.state === 'ready' &&
        (read.data.posts.length === 0 ? (
          <div className="blog-page__status">
            <p>
              {page > 1 ? 'No posts on this page.' : 'No posts yet. The first one is on its way.'}
            </p>
            {page > 1 && <Link to="/blog">Back to the newest posts</Link>}
          </div>
        ) : (
          <>
            <ul className="blog-cards">
              {read.data.posts.map((post) => (
                <BlogCard key={post.slug} post={post} />
              ))}
            </ul>
            <BlogPagination page={read.data.page} pageCount={read.data.pageCount} />
          </>
        ))}
    </div>
  );
}
