/** Shown while a page's code loads: the rough shape of a page, so nothing jumps after. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label="Loading">
      <span className="skeleton page-skeleton__hero" />
      <div className="page-skeleton__grid">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="skeleton page-skeleton__tile" />
        ))}
      </div>
    </div>
  );
}
