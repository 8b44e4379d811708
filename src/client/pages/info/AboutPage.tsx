import { site } from '../../features/content/site';
import { ButtonLink } from '../../ui/Button';
import './info.css';
import { titled } from '../../lib/brand';

const values = [
  {
    title: 'Fair you can check',
    text: 'Results are committed before you bet. Every game has a page that shows exactly how its outcome is computed, so you never have to take our word for it.',
  },
  {
    title: 'Built for CS2 players',
    text: 'Real case contents, real rarity colours and prices that follow the market. Knives glow gold; mil-spec stays blue.',
  },
  {
    title: 'Responsible by default',
    text: `${site.minimumAge}+ only, clear odds, house edges in plain numbers and help a message away when play stops being fun.`,
  },
];

export default function AboutPage() {
  return (
    <div className="info-page">
      <title>{titled('About us')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">About us</p>
        <h1 className="info-page__title">We build the skin site we wanted to play on</h1>
        <p className="info-page__lead">
          {site.name} is a small team of CS2 players and engineers. We make case opening, case
          battles and classic games fast, beautiful and honest, with a virtual gem currency and
          results anyone can verify.
        </p>
      </header>
      <ul className="info-cards info-cards--three">
        {values.map((value) => (
          <li key={value.title} className="info-card">
            <h2 className="info-card__title">{value.title}</h2>
            <p className="info-card__text">{value.text}</p>
          </li>
        ))}
      </ul>
      <div className="info-page__actions">
        <ButtonLink to="/fairness" variant="primary" size="lg">
          How fairness works
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" size="lg">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
