import { useEffect } from 'react';
import type { LiveDrop } from '../../../shared/contract/liveDrops';
import { LIVE_DROP_CATEGORIES } from '../../../shared/liveDrops';
import { pictureSources } from '../cases/catalogue-picture';
import { Amount } from '../../ui/Amount';
import { amountLabel } from '../../ui/amount';
import { DropSilhouette } from './DropSilhouette';
import { DropSkeletons } from './LiveDropsPlaceholder';
import { startLiveDrops } from './live-drops-events';
import { useLiveDrops } from './live-drops-store';
import './live-drops.css';
import { PlayerName } from '../streamer/Private';
import { useRedact } from '../streamer/redact';

/** The strip's pictures are 56 x 42 CSS pixels. */
const DROP_PICTURE = { width: 56, height: 42 };

function DropCard({ drop, arrived }: { drop: LiveDrop; arrived: boolean }) {
  const { item, user } = drop;
  const picture = pictureSources(item.image, DROP_PICTURE);
  const redact = useRedact();
  return (
    <li
      className={`live-drop${arrived ? ' live-drop--arrived' : ''}`}
      style={{ '--drop-rarity': `var(--rarity-${item.rarity})` } as React.CSSProperties}
      aria-label={`${redact(user.username)} won ${item.name}, ${amountLabel(item.price)}`}
    >
      <span className="live-drop__art" aria-hidden="true">
        {picture ? (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            alt=""
            width={DROP_PICTURE.width}
            height={DROP_PICTURE.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <DropSilhouette name={item.name} className="live-drop__placeholder" />
        )}
      </span>
      <span className="live-drop__text">
        <span className="live-drop__name" title={item.name}>
          {item.name}
        </span>
        <Amount value={item.price} size="sm" className="live-drop__price" />
        <span className="live-drop__user">
          <PlayerName id={user.id} name={user.username} />
        </span>
      </span>
    </li>
  );
}

/** The latest items won across the site; a new one slides in first. */
export function LiveDropsStrip() {
  useEffect(() => startLiveDrops(), []);
  const loaded = useLiveDrops((state) => state.loaded);
  const category = useLiveDrops((state) => state.category);
  const drops = useLiveDrops((state) => state.lists[category]);
  const arrivedId = useLiveDrops((state) => state.arrivedId);
  const setCategory = useLiveDrops((state) => state.setCategory);

  return (
    <section className="live-drops" aria-labelledby="live-drops-title">
      <div className="live-drops__head">
        <h2 id="live-drops-title" className="live-drops__title">
          <span className="live-drops__dot" aria-hidden="true" />
          Live drops
        </h2>
        <div className="live-drops__tabs" role="group" aria-label="Which drops">
          {LIVE_DROP_CATEGORIES.map((name) => (
            <button
              key={name}
              type="button"
              className="live-drops__tab"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      {!loaded ? (
        <DropSkeletons />
      ) : drops.length === 0 ? (
        <p className="live-drops__empty">
          {category === 'Top' ? 'No top drops yet.' : 'No drops yet: open a case to be first.'}
        </p>
      ) : (
        <ul className="live-drops__list" aria-label={`${category} drops, newest first`}>
          {drops.map((drop) => (
            <DropCard key={drop._id} drop={drop} arrived={drop._id === arrivedId} />
          ))}
        </ul>
      )}
    </section>
  );
}
