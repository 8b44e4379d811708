import { useEffect, useState } from 'react';
import { Link } from '../../router';
import type { LiabilityRoot } from '../../../shared/contract/liabilities';
import { liabilitiesApi } from '../../features/liabilities/liabilities-api';
import { formatAmount } from '../../ui/amount';

/** "2026-11-30 02:00 UTC": one reading wherever the page is read. */
const utc = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

/** The published roots, newest first: when, what was owed, to how many, and the root hash. */
export function LiabilityRootsTable({ roots }: { roots: readonly LiabilityRoot[] }) {
  if (roots.length === 0)
    return <p className="open-books__empty">No proof of liabilities published yet.</p>;
  return (
    <div
      className="open-books__scroll"
      tabIndex={0}
      role="region"
      aria-label="Published proofs of liabilities"
    >
      <table className="open-books__table open-books__roots">
        <caption className="open-books__caption">Published roots, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Published</th>
            <th scope="col">Owed to players</th>
            <th scope="col">Players</th>
            <th scope="col">Root hash</th>
          </tr>
        </thead>
        <tbody>
          {roots.map((root) => (
            <tr key={`${root.at}/${root.root}`}>
              <th scope="row">
                <time dateTime={root.at}>{utc(root.at)}</time>
              </th>
              <td>{formatAmount(root.total)} gems</td>
              <td>{root.players.toLocaleString('en-US')}</td>
              <td className="open-books__hash">
                <code>{root.root}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The scheme in plain words: what a proof shows, what it cannot, and how to check yours. */
export function LiabilitiesScheme() {
  return (
    <div className="open-books__scheme">
      <p>
        Every hour the site publishes one number, the total it owes its players (balances, vaults
        and withdrawals not yet paid out), as the root of a Merkle sum tree with one leaf per
        player. Each leaf hides a player behind a salt only they receive; each node carries the sum
        of the two below it, and its hash covers both hashes and both sums.
      </p>
      <h3>What a proof shows</h3>
      <p>
        That your amount at that moment is one of the leaves adding up to the published total,
        counted once, and that nothing on the way up subtracts from it.
      </p>
      <h3>What it cannot show</h3>
      <p>
        That the site holds reserves covering the total; that the leaves of players who never check
        are there or right (each player checks their own); or anything after the snapshot. Your path
        shows you a few neighbouring sums, never whose they are.
      </p>
      <h3>Why a negative or overflowing sum fails</h3>
      <p>
        A negative leaf could cancel real debts inside the tree while every hash still matched, so
        the check refuses any amount or sum that is not a whole number from 0 up. A sum too large to
        add exactly (past 2<sup>53</sup> − 1 hundredths) could wrap round to a small number and hide
        a debt the same way: the server will not build such a tree and every check refuses one.
      </p>
      <h3>Check your own</h3>
      <p>
        Signed in, open <Link to="/profile/fairness">your profile’s fairness tab</Link> and choose
        “Check my proof”: your browser checks your leaf and its path against the newest root above.
        Download the proof file to check it again with no server at all:
      </p>
      <pre className="open-books__command">
        <code>npx tsx tools/verify-liabilities.ts proof.json</code>
      </pre>
      <p>
        It prints the root and total the proof leads to: compare them with the table. Add{' '}
        <code>--root</code> and <code>--user</code> to have it compare for you.
      </p>
    </div>
  );
}

/** The published roots, read once: a tree is built each hour. */
function useLiabilityRoots() {
  const [roots, setRoots] = useState<LiabilityRoot[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    liabilitiesApi.publishedRoots().then(
      (found) => live && setRoots(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { roots, failed };
}

/** /open-books' proof of liabilities: the published roots and how to check them. */
export function LiabilityRootsSection() {
  const { roots, failed } = useLiabilityRoots();
  return (
    <section className="open-books__section" aria-labelledby="open-books-liabilities">
      <h2 id="open-books-liabilities">Proof of liabilities</h2>
      {roots && <LiabilityRootsTable roots={roots} />}
      {failed && !roots && <p role="alert">The published roots could not be loaded.</p>}
      <LiabilitiesScheme />
    </section>
  );
}
