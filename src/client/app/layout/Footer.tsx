import { companyNav, fairnessNav, policyNav, type NavEntry } from '../../features/content/nav';
import { PreloadLink } from '../../features/routing/PreloadLink';
import { siteBrand } from '../../lib/brand';
import { LogoMark } from '../../ui/Logo';
import './footer.css';

const brand = siteBrand();

const columns: { title: string; entries: readonly NavEntry[] }[] = [
  { title: brand.name, entries: companyNav },
  { title: 'Fairness', entries: fairnessNav.slice(0, 4) },
  { title: 'Policies', entries: policyNav },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark size={24} />
          <span>{brand.name}</span>
        </div>
        <div className="site-footer__columns">
          {columns.map((column) => (
            <nav key={column.title} className="site-footer__column" aria-label={column.title}>
              <p className="site-footer__column-title">{column.title}</p>
              <ul className="site-footer__links">
                {column.entries.map((entry) => (
                  <li key={entry.to}>
                    <PreloadLink to={entry.to} end className="site-footer__link">
                      {entry.label}
                    </PreloadLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav className="site-footer__column" aria-label="Follow us">
            <p className="site-footer__column-title">Follow us</p>
            <ul className="site-footer__links">
              {brand.social.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="site-footer__link" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="site-footer__note">
          Gems are a virtual currency for play on this site. Every game result is provably fair. 18+
          only — play responsibly.
        </p>
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {brand.name}. Not affiliated with Valve Corporation.
        </p>
      </div>
    </footer>
  );
}
