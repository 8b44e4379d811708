import type { AffiliateSummary } from '../../../shared/contract/affiliates';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';

/** The affiliate's figures, one card each, and the claim of what is due. */
export function AffiliateStats(props: {
  summary: AffiliateSummary;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { summary } = props;
  return (
    <section className="affiliate-stats" aria-labelledby="affiliate-stats-title">
      <h2 id="affiliate-stats-title" className="visually-hidden">
        Statistics
      </h2>
      <dl className="affiliate-stats__grid">
        <div className="affiliate-stat">
          <dt>Referees</dt>
          <dd className="affiliate-stat__value">{summary.referees.toLocaleString('en-US')}</dd>
        </div>
        <div className="affiliate-stat">
          <dt>Wagered by referees</dt>
          <dd className="affiliate-stat__value">
            <Amount personal value={summary.wagered} />
          </dd>
        </div>
        <div className="affiliate-stat">
          <dt>Earned all time</dt>
          <dd className="affiliate-stat__value">
            <Amount personal value={summary.earned} />
          </dd>
        </div>
        <div className="affiliate-stat affiliate-stat--claim">
          <dt>Claimable</dt>
          <dd className="affiliate-stat__value">
            <Amount personal value={summary.claimable} />
          </dd>
          <dd>
            <Button
              variant="gem"
              block
              busy={props.claiming}
              disabled={summary.claimable <= 0}
              onClick={props.onClaim}
            >
              Claim
            </Button>
          </dd>
        </div>
      </dl>
    </section>
  );
}
