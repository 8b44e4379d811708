import { useState } from 'react';
import type { OperatorBlogPost } from '../../../../shared/contract/blog';
import { Button } from '../../../ui/Button';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
/** A moment every operator reads alike, whatever their own time zone. */
const when = (iso: string) => `${WHEN.format(new Date(iso))} UTC`;

interface Props {
  post: OperatorBlogPost;
  busy: boolean;
  onEdit: () => void;
  onSetPublished: (published: boolean) => void;
  onDelete: () => void;
}

/** One post in the operator's list: its state and dates, and what can be done to it. */
export function BlogPostRow({ post, busy, onEdit, onSetPublished, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const published = post.publishedAt !== null;
  return (
    <li className="admin-content__item">
      <div className="admin-content__item-text">
        <p className="admin-content__item-title">
          {post.title}{' '}
          <span className={`admin-tag${published ? '' : ' admin-tag--warn'}`}>
            {published ? 'Published' : 'Draft'}
          </span>
        </p>
        <p className="admin-content__meta">
          <code>/blog/{post.slug}</code>
        </p>
        <p className="admin-content__meta">
          {post.publishedAt ? (
            <>
              Published <time dateTime={post.publishedAt}>{when(post.publishedAt)}</time> ·{' '}
            </>
          ) : (
            'Not published · '
          )}
          changed <time dateTime={post.updatedAt}>{when(post.updatedAt)}</time>
        </p>
      </div>
      {confirming ? (
        <div className="admin-content__confirm" role="group" aria-label={`Delete ${post.title}`}>
          <p>Delete “{post.title}” for good? It cannot be brought back.</p>
          <div className="admin-content__actions">
            <Button variant="primary" size="sm" busy={busy} autoFocus onClick={onDelete}>
              Delete for good
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="admin-content__actions">
          <Button size="sm" aria-label={`Edit ${post.title}`} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="sm"
            variant={published ? 'secondary' : 'primary'}
            busy={busy}
            aria-label={`${published ? 'Unpublish' : 'Publish'} ${post.title}`}
            onClick={() => onSetPublished(!published)}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${post.title}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
