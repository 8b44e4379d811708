import { fairnessNav } from '../../features/content/nav';
import { DocLayout } from './DocLayout';

/** The fairness layout: the provably-fair pages with their own navigation. */
export default function FairnessLayout() {
  return <DocLayout title="Fairness" entries={fairnessNav} />;
}
