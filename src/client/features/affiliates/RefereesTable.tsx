import type { Referee } from '../../../shared/contract/affiliates';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';

const joinedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The players who joined with the code, a page at a time; scrolls sideways on phones. */
export function RefereesTable(props: {
  referees: Referee[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (props.total === 0)
    return <p className="affiliate__empty">Nobody has joined with your code yet.</p>;
  return (
    <>
      <div className="affiliate-table" tabIndex={0} role="region" aria-label="Referees table">
        <table>
          <caption className="visually-hidden">Players who joined with your code</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Joined</th>
              <th scope="col">Wagered</th>
              <th scope="col">Earned</th>
            </tr>
          </thead>
          <tbody>
            {props.referees.map((referee) => (
              <tr key={referee.username}>
                <th scope="row">{referee.username}</th>
                <td>
                  <time dateTime={referee.joinedAt}>
                    {joinedFormat.format(new Date(referee.joinedAt))}
                  </time>
                </td>
                <td>
                  <Amount personal value={referee.wagered} size="sm" />
                </td>
                <td>
                  <Amount personal value={referee.earned} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="affiliate-pages" aria-label="Referee pages">
          <Button
            size="sm"
            disabled={props.page === 0}
            onClick={() => props.onPage(props.page - 1)}
          >
            Previous
          </Button>
          <span>
            Page {props.page + 1} of {pages}
          </span>
          <Button
            size="sm"
            disabled={props.page + 1 >= pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
