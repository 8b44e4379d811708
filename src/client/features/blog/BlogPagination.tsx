import { Link } from '../../router';

/** The address of page `n` of the list: the first page is /blog itself. */
export const blogPagePath = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);

/** Previous, every page number, next; nothing when one page holds every post. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      {page > 1 && (
        <Link className="blog-pagination__step" to={blogPagePath(page - 1)} rel="prev">
          Newer
        </Link>
      )}
      <ol className="blog-pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            <Link
              className="blog-pagination__page"
              to={blogPagePath(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link className="blog-pagination__step" to={blogPagePath(page + 1)} rel="next">
          Older
        </Link>
      )}
    </nav>
  );
}
