import { LIVE_DROP_CATEGORIES } from '../../../shared/liveDrops';
import './live-drops.css';

const SKELETON_CARDS = 8;

/** Cards of the strip's size while the latest drops load. */
export function DropSkeletons() {
  return (
    <ul className="live-drops__list" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="live-drop live-drop--skeleton skeleton" />
      ))}
    </ul>
  );
}

/**
 * The strip as it first paints, before its code arrives: the same heading, tabs and card
 * skeletons, so nothing moves when the strip takes its place. Inert: the tabs answer once
 * the strip's code has loaded.
 */
export function LiveDropsPlaceholder() {
  return (
    <section className="live-drops" inert>
      <div className="live-drops__head">
        <h2 className="live-drops__title">
          <span className="live-drops__dot" aria-hidden="true" />
          Live drops
        </h2>
        <div className="live-drops__tabs">
          {LIVE_DROP_CATEGORIES.map((name, index) => (
            <button
              key={name}
              type="button"
              className="live-drops__tab"
              aria-pressed={index === 0}
              tabIndex={-1}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      <DropSkeletons />
    </section>
  );
}
