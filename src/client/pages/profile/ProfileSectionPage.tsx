import { sectionContent } from './section-content';
import { profileSections, type ProfileSectionKey } from './sections';
import { titled } from '../../lib/brand';

/** One profile tab; the tabs' real tools land here one by one. */
export default function ProfileSectionPage({ section }: { section: ProfileSectionKey }) {
  const info = profileSections.find((candidate) => candidate.key === section)!;
  const Content = sectionContent[section];
  return (
    <section className="profile-panel" aria-labelledby="profile-panel-title">
      <title>{titled(info.title, 'Profile')}</title>
      <h1 id="profile-panel-title" className="profile-panel__title">
        {info.title}
      </h1>
      <p className="profile-panel__text">{info.text}</p>
      {Content ? <Content /> : <p className="profile-panel__badge">Coming soon</p>}
    </section>
  );
}
