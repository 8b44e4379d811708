import { Link } from '../../router';
import type { BlogPostSummary } from '../../../shared/contract/blog';
import { blogDate } from './blog-date';

/** A post on the list: cover, title, summary, byline; the whole card opens the post. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <li className="blog-card">
      <Link className="blog-card__link" to={`/blog/${post.slug}`}>
        {post.coverImageUrl ? (
          <img
            className="blog-card__cover"
            src={post.coverImageUrl}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="blog-card__cover blog-card__cover--none" aria-hidden="true" />
        )}
        <div className="blog-card__body">
          <h2 className="blog-card__title">{post.title}</h2>
          <p className="blog-card__summary">{post.summary}</p>
          <p className="blog-card__byline">
            {post.author} · <time dateTime={post.publishedAt}>{blogDate(post.publishedAt)}</time>
          </p>
        </div>
      </Link>
    </li>
  );
}
