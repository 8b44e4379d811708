import { useMemo } from 'react';
import { Link, useParams } from '../../router';
import type { BlogPost } from '../../../shared/contract/blog';
import { blogApi } from '../../features/blog/blog-api';
import { blogDate } from '../../features/blog/blog-date';
import { renderBlogMarkdown } from '../../features/blog/markdown';
import { useBlogRead } from '../../features/blog/use-blog-read';
import { Button } from '../../ui/Button';
import NotFoundPage from '../NotFoundPage';
import '../info/info.css';
import '../../features/blog/blog.css';
import { siteBrand } from '../../lib/brand';

function Article({ post }: { post: BlogPost }) {
  // Safe to insert: renderBlogMarkdown escapes every piece of HTML in the source.
  const html = useMemo(() => renderBlogMarkdown(post.body), [post.body]);
  return (
    <article className="blog-post">
      <title>{`${post.title} · ${siteBrand().name} blog`}</title>
      <header className="info-page__head">
        <Link className="info-page__eyebrow blog-post__back" to="/blog">
          ← Blog
        </Link>
        <h1 className="info-page__title blog-post__title">{post.title}</h1>
        <p className="info-page__lead">{post.summary}</p>
        <p className="blog-post__byline">
          {post.author} · <time dateTime={post.publishedAt}>{blogDate(post.publishedAt)}</time>
        </p>
      </header>
      {post.coverImageUrl && (
        <img
          className="blog-post__cover"
          src={post.coverImageUrl}
          alt=""
          referrerPolicy="no-referrer"
        />
      )}
      <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** /blog/{slug}: one published post, its Markdown rendered without any of its HTML. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const { read, retry } = useBlogRead(slug, (signal) => blogApi.post(slug, signal));
  if (read.state === 'missing') return <NotFoundPage />;

  return (
    <div className="info-page blog-page">
      {read.state === 'loading' && <p className="blog-page__status">Loading the post…</p>}
      {read.state === 'failed' && (
        <div className="blog-page__status" role="alert">
          <p>The post could not be loaded.</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {read.state === 'ready' && <Article post={read.data.post} />}
    </div>
  );
}
