import { Link } from '../../router';
import { site } from '../../features/content/site';
import { HelpAction } from '../../features/helpdesk/HelpAction';
import { helpdesk } from '../../features/helpdesk/site-helpdesk';
import { buttonClassName } from '../../ui/Button';
import './info.css';
import { titled } from '../../lib/brand';

const channels = [
  {
    title: 'Player support',
    text: 'Account, balance, deposits or a result you want us to look at. Include your username and, for a bet, its nonce.',
    email: site.supportEmail,
    liveChat: true,
  },
  {
    title: 'Partnerships',
    text: 'Creators, teams and events: tell us about your audience and what you have in mind.',
    email: site.partnersEmail,
  },
  {
    title: 'Security',
    text: 'Found a vulnerability? Report it privately; our bug bounty rewards good reports.',
    email: site.securityEmail,
  },
];

export default function ContactPage() {
  return (
    <div className="info-page">
      <title>{titled('Contact')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Contact</p>
        <h1 className="info-page__title">Get in touch</h1>
        <p className="info-page__lead">
          A real person reads every message. We usually answer within a day, and always within three
          working days.
        </p>
      </header>
      <ul className="info-cards info-cards--three">
        {channels.map((channel) => (
          <li key={channel.title} className="info-card">
            <h2 className="info-card__title">{channel.title}</h2>
            <p className="info-card__text">{channel.text}</p>
            <a className="info-card__link" href={`mailto:${channel.email}`}>
              {channel.email}
            </a>
            {channel.liveChat && helpdesk.enabled && (
              <HelpAction className={buttonClassName({ variant: 'primary' })}>
                Chat with us
              </HelpAction>
            )}
          </li>
        ))}
      </ul>
      <p className="info-card__text">
        Before you write, the <Link to="/fairness">fairness pages</Link> and the{' '}
        <Link to="/policies/terms-of-service">Terms of Service</Link> answer the most common
        questions.
      </p>
    </div>
  );
}
