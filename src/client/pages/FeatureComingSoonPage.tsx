import { useParams } from 'react-router';
import { upcoming, type UpcomingKey } from '../features/content/upcoming';
import { LogoMark } from '../ui/Logo';
import { ComingSoonPanel } from './ComingSoonPanel';

/** A site feature before it is built: a designed panel saying what is coming, never a blank page. */
export default function FeatureComingSoonPage({ feature }: { feature: UpcomingKey }) {
  const info = upcoming[feature];
  const params = useParams();
  const detail = params.slug ?? params.id ?? params.current;

  return (
    <ComingSoonPanel
      title={info.title}
      tagline={info.tagline}
      accent={info.accent}
      homeLabel="Home"
      icon={<LogoMark size={56} />}
    >
      <p className="coming-soon__text">{info.description}</p>
      {detail && (
        <p className="coming-soon__text">
          You followed a link to <strong className="coming-soon__detail">{detail}</strong>; it opens
          here as soon as this page launches.
        </p>
      )}
    </ComingSoonPanel>
  );
}
