import { LogoMark } from '../../ui/Logo';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark size={24} />
          <span>GemDrop</span>
        </div>
        <p className="site-footer__note">
          Gems are a virtual currency for play on this site. Every game result is provably fair. 18+
          only — play responsibly.
        </p>
        <p className="site-footer__copy">
          © {new Date().getFullYear()} GemDrop. Not affiliated with Valve Corporation.
        </p>
      </div>
    </footer>
  );
}
