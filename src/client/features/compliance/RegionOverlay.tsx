import { useEffect, useRef } from 'react';
import { COMMUNITY_LINKS, SUPPORT_EMAIL } from './compliance-config';
import './region-overlay.css';
import { siteBrand } from '../../lib/brand';

/**
 * The full-screen region lock. A modal <dialog> makes the site behind inert; it cannot be
 * dismissed (Escape does nothing).
 */
export default function RegionOverlay({ country }: { country: string }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className="region-overlay"
      aria-labelledby="region-overlay-title"
      aria-describedby="region-overlay-text"
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      onClose={(event) => event.currentTarget.showModal()}
    >
      <div className="region-overlay__panel">
        <h1 id="region-overlay-title" className="region-overlay__title">
          Unavailable in Your Region ({country})
        </h1>
        <div id="region-overlay-text" className="region-overlay__text">
          <p>
            We&apos;re sorry, but {siteBrand().name} cannot accept users from your country (
            {country}) due to local regulations.
          </p>
          <p>If you are using a VPN or proxy, please disconnect it and reload the page.</p>
        </div>
        <ul className="region-overlay__links" aria-label="Stay in touch">
          {Object.values(COMMUNITY_LINKS).map(({ label, href }) => (
            <li key={href}>
              <a className="region-overlay__link" href={href} target="_blank" rel="noopener">
                {label}
              </a>
            </li>
          ))}
          <li>
            <a
              className="region-overlay__link region-overlay__link--primary"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              Contact Us
            </a>
          </li>
        </ul>
      </div>
    </dialog>
  );
}
