import { useState } from 'react';
import type { OperatorBlogPost } from '../../../../shared/contract/blog';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { BlogPostEditor } from './BlogPostEditor';
import { BlogPostRow } from './BlogPostRow';
import { contentApi } from './content-admin-api';
import { useAdminList } from '../use-admin-list';

/** Closed, a new post, or the post being changed. */
type Editing = { open: false } | { open: true; post: OperatorBlogPost | null };

/** The blog: every post, drafts too, newest change first; write, publish, take back, delete. */
export function BlogPostsPanel() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>({ open: false });

  const [posts, , load] = useAdminList(
    (signal) => contentApi.posts(signal).then((answer) => answer.posts),
    setError,
  );

  /** Runs one change to a post, then says what happened and reads the list again. */
  const act = async (post: OperatorBlogPost, change: () => Promise<unknown>, said: string) => {
    setError(null);
    setBusyId(post.id);
    try {
      await change();
      setDone(said);
      load();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusyId(null);
    }
  };
  const setPublished = (post: OperatorBlogPost, published: boolean) =>
    act(
      post,
      async () => {
        const answer = await contentApi.setPublished(post.id, published);
        // The editor shows the post's state: keep it in step.
        setEditing((now) =>
          now.open && now.post?.id === post.id ? { open: true, post: answer.post } : now,
        );
      },
      published
        ? `“${post.title}” is published on /blog/${post.slug}.`
        : `“${post.title}” is back to a draft: readers no longer see it.`,
    );
  const remove = (post: OperatorBlogPost) =>
    act(
      post,
      async () => {
        await contentApi.deletePost(post.id);
        setEditing((now) => (now.open && now.post?.id === post.id ? { open: false } : now));
      },
      `“${post.title}” is deleted.`,
    );

  const saved = (post: OperatorBlogPost, created: boolean) => {
    setDone(created ? `Draft “${post.title}” saved.` : `“${post.title}” saved.`);
    setEditing({ open: true, post });
    load();
  };

  return (
    <section className="admin-content__section" aria-labelledby="admin-blog-title">
      <div className="admin-content__head">
        <h2 id="admin-blog-title" className="admin-content__subtitle">
          Blog posts
        </h2>
        <Button variant="primary" size="sm" onClick={() => setEditing({ open: true, post: null })}>
          New post
        </Button>
      </div>
      <p role="status" className="admin-content__done">
        {done}
      </p>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      {editing.open && (
        <BlogPostEditor
          // A new editor for each post, so the form starts from that post's fields.
          key={editing.post?.id ?? 'new'}
          post={editing.post}
          onSaved={saved}
          onClose={() => setEditing({ open: false })}
        />
      )}
      {posts === null && !error && <p className="admin-content__meta">Loading the posts…</p>}
      {posts?.length === 0 && <p className="admin-content__meta">No post yet.</p>}
      {posts && posts.length > 0 && (
        <ul className="admin-content__list" aria-label="Blog posts, newest change first">
          {posts.map((post) => (
            <BlogPostRow
              key={post.id}
              post={post}
              busy={busyId === post.id}
              onEdit={() => setEditing({ open: true, post })}
              onSetPublished={(published) => void setPublished(post, published)}
              onDelete={() => void remove(post)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
