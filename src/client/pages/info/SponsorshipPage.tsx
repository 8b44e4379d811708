import { site } from '../../features/content/site';
import { openModal } from '../../features/modals/modal-store';
import { SPONSORSHIP_FORM_ID } from '../../features/sponsorship/sponsorship-anchor';
import { SponsorshipForm } from '../../features/sponsorship/SponsorshipForm';
import './info.css';
import { siteBrand, titled } from '../../lib/brand';

const offers = [
  {
    title: 'Creators and streamers',
    text: 'Your own affiliate code, a share of the house edge on players you bring, and gems for giveaways on stream. Sponsored play is always disclosed.',
  },
  {
    title: 'Teams and tournaments',
    text: 'Jersey, broadcast and event partnerships with CS2 teams and community tournaments, from grassroots cups to LAN finals.',
  },
  {
    title: 'Community events',
    text: 'Case battle showmatches, community cases with your branding and custom rewards for your viewers.',
  },
  {
    title: 'What we ask',
    text: `An audience aged ${site.minimumAge} and over, honest content about odds and no promises of easy wins: our editorial policy applies to partners too.`,
  },
];

export default function SponsorshipPage() {
  return (
    <div className="info-page">
      <title>{titled('Sponsorship')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Sponsorship</p>
        <h1 className="info-page__title">Partner with {siteBrand().name}</h1>
        <p className="info-page__lead">
          We work with creators, teams and organisers who love CS2 as much as we do, and who care
          about playing fair.
        </p>
      </header>
      <ul className="info-cards">
        {offers.map((offer) => (
          <li key={offer.title} className="info-card">
            <h2 className="info-card__title">{offer.title}</h2>
            <p className="info-card__text">{offer.text}</p>
          </li>
        ))}
      </ul>
      <section className="info-card" id={SPONSORSHIP_FORM_ID} aria-labelledby="apply-title">
        <h2 id="apply-title" className="info-card__title">
          Apply
        </h2>
        <p className="info-card__text">
          Tell us about your channel or team and the idea you have in mind. We reply to every
          application within a week.{' '}
          <button
            type="button"
            className="info-card__link info-card__button"
            onClick={() => void openModal('SPONSORSHIP_INSTRUCTIONS', {})}
          >
            How applying works
          </button>
        </p>
        <SponsorshipForm />
        <p className="info-card__text">
          Prefer e-mail?{' '}
          <a className="info-card__link" href={`mailto:${site.partnersEmail}?subject=Sponsorship`}>
            {site.partnersEmail}
          </a>
        </p>
      </section>
    </div>
  );
}
