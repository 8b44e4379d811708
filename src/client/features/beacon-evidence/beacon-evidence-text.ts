// Types only: the contract's zod schemas stay out of the client bundle.
import type { BeaconEvidenceView } from '../../../shared/contract/beaconEvidence';

/** The evidence as a player reads it next to the value: what to check, and where. */
export function evidenceText(evidence: BeaconEvidenceView): string {
  switch (evidence.kind) {
    case 'drand-quicknet':
      return `BLS signature ${evidence.signature} (quicknet chain ${evidence.chainHash})`;
    case 'eos':
      return `Block id ${evidence.blockId} (irreversible up to ${evidence.lastIrreversibleBlockNum})`;
    case 'local':
      return 'None: the local development beacon makes its values itself';
  }
}
