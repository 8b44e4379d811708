import { useState } from 'react';
import type { LiabilityProof } from '../../../shared/contract/liabilities';
import { amountLabel } from '../../ui/amount';
import { Button } from '../../ui/Button';
import { useSession } from '../session/session-store';
import { type ProofCheck, checkMyProof } from './check-proof';
import { liabilitiesApi } from './liabilities-api';
import './liabilities.css';

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'checked'; proof: LiabilityProof; check: ProofCheck }
  | { step: 'failed'; message: string };

/** Saves the proof as a file the standalone checker (tools/verify-liabilities.ts) reads. */
function saveProof(proof: LiabilityProof) {
  const blob = new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `liabilities-proof-${proof.at.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Profile › Fairness: the player's inclusion proof, checked here against the published root. */
export function LiabilitiesProofSection() {
  const userId = useSession((state) => state.user?.id);
  const [state, setState] = useState<State>({ step: 'idle' });

  const check = async () => {
    if (!userId) return;
    setState({ step: 'checking' });
    try {
      const [proof, published] = await Promise.all([
        liabilitiesApi.myProof(),
        liabilitiesApi.publishedRoots(),
      ]);
      setState({ step: 'checked', proof, check: checkMyProof(proof, published, userId) });
    } catch (error) {
      setState({
        step: 'failed',
        message: error instanceof Error ? error.message : 'The proof could not be loaded.',
      });
    }
  };

  return (
    <section className="surface-card liabilities" aria-labelledby="liabilities-title">
      <h2 id="liabilities-title" className="section-title">
        Proof of liabilities
      </h2>
      <p className="liabilities__text">
        Every hour the site publishes one number: the total it owes its players (balances, vaults
        and withdrawals in flight), as the root of a Merkle sum tree with one leaf per player. Check
        here that your own amount is one of the leaves adding up to that total.
      </p>
      <div className="liabilities__actions">
        <Button
          type="button"
          variant="primary"
          size="sm"
          onClick={() => void check()}
          disabled={!userId || state.step === 'checking'}
        >
          {state.step === 'checking' ? 'Checking…' : 'Check my proof'}
        </Button>
        {state.step === 'checked' && (
          <Button type="button" size="sm" onClick={() => saveProof(state.proof)}>
            Download proof file
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="liabilities__result">
        {state.step === 'failed' && <p className="liabilities__bad">{state.message}</p>}
        {state.step === 'checked' && <Verdict check={state.check} />}
      </div>
      <details className="liabilities__details">
        <summary>What this shows, and what it cannot</summary>
        <p>
          It shows that the amount in your leaf, {'"'}what the site owed you{'"'} when the tree was
          built, is counted in the published total, and that no part of the tree subtracts from it:
          a negative amount or a sum too large to add exactly makes the check fail.
        </p>
        <p>
          It cannot show that the site holds that much: reserves are another matter. It covers only
          players who check: a leaf left out is caught only by its own player. Your neighbours{'’'}{' '}
          sums on the path are visible to you, never their names.
        </p>
        <p>
          To check without this page, save the file and run{' '}
          <code>npx tsx tools/verify-liabilities.ts proof.json</code>: it needs nothing but SHA-256.
          The scheme is written in docs/open-books.md.
        </p>
      </details>
    </section>
  );
}

function Verdict({ check }: { check: ProofCheck }) {
  if (!check.ok) return <p className="liabilities__bad">Not verified. {check.reason}</p>;
  return (
    <p className="liabilities__good">
      Verified in your browser: on {new Date(check.at).toLocaleString()} the site owed you{' '}
      {amountLabel(check.amount)}, and that amount is counted in the published total of{' '}
      {amountLabel(check.total)} owed to {check.players} players.
    </p>
  );
}
