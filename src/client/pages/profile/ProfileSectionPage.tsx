import { sectionContent } from './section-content';
import { profileSections, type ProfileSectionKey } from './sections';

/** One profile tab; the tabs' real tools land here one by one. */
export default function ProfileSectionPage({ section }: { section: ProfileSectionKey }) {
  const info = profileSections.find((candidate) => candidate.key === section)!;
  const Content = sectionContent[section];
  return (
    <section className="profile-panel" aria-labelledby="profile-panel-title">
      <title>{`${info.title} · Profile · GemDrop`}</title>
      <h1 id="profile-panel-title" className="profile-panel__title">
        {info.title}
      </h1>
      <p className="profile-panel__text">{info.text}</p>
      {Content ? <Content /> : <p className="profile-panel__badge">Coming soon</p>}
    </section>
  );
}
