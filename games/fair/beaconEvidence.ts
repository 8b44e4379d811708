import { QUICKNET, quicknetRandomness, verifyQuicknetSignature } from './drandQuicknet';
import { sha256Hex } from './hash';

// Checks a beacon value against the evidence published with it, with no beacon access:
// a drand value is sha256 of the network's BLS signature for that round (verified against
// the pinned key); an EOS value is sha256 of the block id, whose first 4 bytes are the
// block number. Whether that id is the block the chain holds, any EOS explorer shows.

export type BeaconEvidenceInput =
  | { kind: 'drand-quicknet'; chainHash: string; signature: string }
  | { kind: 'eos'; blockId: string; lastIrreversibleBlockNum: number }
  | { kind: 'local' };

export type EvidenceCheck =
  | { status: 'verified'; detail: string }
  | { status: 'failed'; detail: string }
  /** The development beacon: its values are the server's own, nothing can prove them. */
  | { status: 'unverifiable'; detail: string };

const failed = (detail: string): EvidenceCheck => ({ status: 'failed', detail });

export function checkBeaconEvidence(
  round: number,
  value: string,
  evidence: BeaconEvidenceInput,
): EvidenceCheck {
  switch (evidence.kind) {
    case 'drand-quicknet': {
      if (evidence.chainHash !== QUICKNET.chainHash) return failed('Not the quicknet chain');
      if (!verifyQuicknetSignature(round, evidence.signature))
        return failed(`The signature is not the network's for round ${round}`);
      if (quicknetRandomness(evidence.signature) !== value)
        return failed('The value is not sha256 of the signature');
      return { status: 'verified', detail: `drand quicknet signed round ${round}` };
    }
    case 'eos': {
      const id = evidence.blockId.toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(id)) return failed('The block id is not 64 hex characters');
      if (Number.parseInt(id.slice(0, 8), 16) !== round)
        return failed(`Block id ${id} is not block ${round}`);
      if (evidence.lastIrreversibleBlockNum < round)
        return failed(`Block ${round} was not irreversible when read`);
      if (sha256Hex(id) !== value) return failed('The value is not sha256 of the block id');
      return { status: 'verified', detail: `EOS block ${round}: ${id}` };
    }
    case 'local':
      return {
        status: 'unverifiable',
        detail: 'Local beacon: this server made the value itself, so it proves nothing',
      };
  }
}
