import { useDeferredValue, useMemo } from 'react';
import { isBlogImageUrl } from '../../../../shared/contract/blog';
import { blogDate } from '../../../features/blog/blog-date';
import { renderBlogMarkdown } from '../../../features/blog/markdown';
import '../../info/info.css';
import '../../../features/blog/blog.css';

interface Props {
  title: string;
  summary: string;
  author: string;
  coverImageUrl: string;
  body: string;
  /** When it was published; null for a draft or a new post. */
  publishedAt: string | null;
}

/**
 * The post as readers will see it on /blog/{slug}: the same Markdown renderer and the same
 * styles as the public page, redrawn as the operator types. A long body renders deferred,
 * so typing never waits for it.
 */
export function BlogPostPreview(props: Props) {
  const { title, summary, author, coverImageUrl, body, publishedAt } = props;
  const deferredBody = useDeferredValue(body);
  // Safe to insert: renderBlogMarkdown escapes every piece of HTML in the source.
  const html = useMemo(() => renderBlogMarkdown(deferredBody), [deferredBody]);
  const cover = coverImageUrl.trim();
  return (
    <section className="admin-content__preview" aria-label="Preview">
      <h3 className="admin-content__preview-label">Preview</h3>
      <article className="blog-post">
        <header className="info-page__head">
          <p className="info-page__title blog-post__title">{title || 'Untitled post'}</p>
          {summary && <p className="info-page__lead">{summary}</p>}
          <p className="blog-post__byline">
            {author || 'No author yet'} ·{' '}
            {publishedAt ? (
              <time dateTime={publishedAt}>{blogDate(publishedAt)}</time>
            ) : (
              'not published'
            )}
          </p>
        </header>
        {isBlogImageUrl(cover) && (
          <img className="blog-post__cover" src={cover} alt="" referrerPolicy="no-referrer" />
        )}
        <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </section>
  );
}
