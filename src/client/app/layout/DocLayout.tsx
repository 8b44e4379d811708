import { Outlet } from '../../router';
import type { NavEntry } from '../../features/content/nav';
import { PreloadLink } from '../../features/routing/PreloadLink';
import '../../features/content/content.css';

/** Shared shape of the fairness and policy layouts: a section nav beside the page. */
export function DocLayout({ title, entries }: { title: string; entries: readonly NavEntry[] }) {
  return (
    <div className="doc-layout">
      <nav className="doc-layout__nav" aria-label={title}>
        <p className="doc-layout__title">{title}</p>
        {entries.map((entry) => (
          <PreloadLink key={entry.to} to={entry.to} end className="doc-layout__link">
            {entry.label}
          </PreloadLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
