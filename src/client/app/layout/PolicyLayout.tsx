import { policyNav } from '../../features/content/nav';
import { DocLayout } from './DocLayout';

/** The policy layout: the seven policies with their own navigation. */
export default function PolicyLayout() {
  return <DocLayout title="Policies" entries={policyNav} />;
}
