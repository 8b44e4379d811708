import { useEffect, useState } from 'react';
import type { EvidenceCheck } from '../../../../games/fair/beaconEvidence';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { BeaconEvidenceView } from '../../../shared/contract/beaconEvidence';
import { evidenceText } from './beacon-evidence-text';
import './beacon-evidence.css';

interface BeaconEvidenceCheckProps {
  /** The drand round or EOS block number the value is for. */
  round: number;
  value: string;
  evidence: BeaconEvidenceView;
}

/**
 * A beacon value's evidence, checked in this browser with no beacon access: a drand
 * signature against the network's pinned key, an EOS block id against its number and the
 * value. The pairing code is large, so it loads only when a value is shown.
 */
export function BeaconEvidenceCheck({ round, value, evidence }: BeaconEvidenceCheckProps) {
  const [check, setCheck] = useState<{ key: string; result: EvidenceCheck } | null>(null);
  const key = `${round}:${value}:${JSON.stringify(evidence)}`;
  useEffect(() => {
    let live = true;
    void import('../../../../games/fair/beaconEvidence').then(({ checkBeaconEvidence }) => {
      if (live) setCheck({ key, result: checkBeaconEvidence(round, value, evidence) });
    });
    return () => {
      live = false;
    };
  }, [key, round, value, evidence]);
  const result = check?.key === key ? check.result : null;

  return (
    <div className="beacon-evidence" data-testid="beacon-evidence">
      <p className="beacon-evidence__text">{evidenceText(evidence)}</p>
      <p
        className={`beacon-evidence__verdict beacon-evidence__verdict--${result?.status ?? 'pending'}`}
        data-testid="beacon-evidence-verdict"
        data-status={result?.status ?? 'pending'}
        aria-live="polite"
      >
        {result === null
          ? 'Checking the evidence…'
          : result.status === 'verified'
            ? `Verified here: ${result.detail}`
            : result.status === 'failed'
              ? `Does NOT verify: ${result.detail}`
              : result.detail}
      </p>
    </div>
  );
}
