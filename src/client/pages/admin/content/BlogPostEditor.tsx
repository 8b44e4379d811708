import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { BLOG_IMAGE_HOSTS, type OperatorBlogPost } from '../../../../shared/contract/blog';
import { ApiError, messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FieldError, TextAreaField } from '../promotions/Field';
import { BlogPostPreview } from './BlogPostPreview';
import {
  type BlogPostFormOutput,
  type BlogPostValues,
  EMPTY_POST,
  blogPostFormSchema,
  slugFrom,
  valuesOf,
} from './blog-post-form';
import { contentApi } from './content-admin-api';

interface Props {
  /** The post to change; null writes a new draft. */
  post: OperatorBlogPost | null;
  onSaved: (post: OperatorBlogPost, created: boolean) => void;
  onClose: () => void;
}

type FieldName = keyof BlogPostValues;

/**
 * Writes or changes a post: the contract's own body schema checks every field before it is
 * sent, and the preview beside the form shows the post as readers will see it.
 */
export function BlogPostEditor({ post, onSaved, onClose }: Props) {
  const prefix = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BlogPostValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(blogPostFormSchema as never) as unknown as Resolver<BlogPostValues>,
    defaultValues: post ? valuesOf(post) : EMPTY_POST,
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });

  // Opening the editor takes the keyboard there.
  useEffect(() => headingRef.current?.focus(), []);

  /**
   * A field's error (and hint) tied to it for screen readers. A text input takes the id given
   * here, so its hint's id is known; a text area keeps the one its label points to.
   */
  const described = (name: FieldName, hint = false) => {
    const id = `${prefix}-${name}`;
    const message = errors[name]?.message;
    const ids = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const input = (name: FieldName, hint = false) => ({
    id: `${prefix}-${name}`,
    ...described(name, hint),
  });

  // A new post's slug follows its title until the operator writes one of their own.
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!post && !form.getFieldState('slug').isDirty)
        form.setValue('slug', slugFrom(event.target.value));
    },
  });

  const save = form.handleSubmit(async (values) => {
    setError(null);
    // The resolver hands over the contract's output: the body itself.
    const body = values as unknown as BlogPostFormOutput;
    try {
      const answer = post
        ? await contentApi.updatePost({ id: post.id, ...body })
        : await contentApi.createPost(body);
      onSaved(answer.post, !post);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'BLOG_SLUG_TAKEN')
        form.setError('slug', { message: caught.message }, { shouldFocus: true });
      else setError(messageOf(caught));
    }
  });

  return (
    <section className="admin-content__editor" aria-labelledby={`${prefix}-heading`}>
      <h3
        id={`${prefix}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="admin-content__editor-title"
      >
        {post ? `Edit “${post.title}”` : 'New post'}
      </h3>
      <div className="admin-content__editor-grid">
        <form
          className="admin-content__form"
          aria-label={post ? 'Edit post' : 'New post'}
          noValidate
          onSubmit={(event) => void save(event)}
        >
          <TextField
            label="Title"
            autoComplete="off"
            maxLength={140}
            {...input('title')}
            {...title}
          />
          <FieldError id={`${prefix}-title-error`} message={errors.title?.message} />
          <TextField
            label="Slug"
            hint="Its address: /blog/ and the slug. Lowercase letters, digits and hyphens."
            autoComplete="off"
            spellCheck={false}
            maxLength={80}
            {...input('slug', true)}
            {...form.register('slug')}
          />
          <FieldError id={`${prefix}-slug-error`} message={errors.slug?.message} />
          <TextAreaField
            label="Summary"
            rows={2}
            maxLength={300}
            {...described('summary')}
            {...form.register('summary')}
          />
          <FieldError id={`${prefix}-summary-error`} message={errors.summary?.message} />
          <TextField
            label="Author"
            autoComplete="off"
            maxLength={60}
            {...input('author')}
            {...form.register('author')}
          />
          <FieldError id={`${prefix}-author-error`} message={errors.author?.message} />
          <TextField
            label="Cover image (optional)"
            hint={`An https address on ${BLOG_IMAGE_HOSTS.join(', ')}.`}
            type="url"
            autoComplete="off"
            {...input('coverImageUrl', true)}
            {...form.register('coverImageUrl')}
          />
          <FieldError
            id={`${prefix}-coverImageUrl-error`}
            message={errors.coverImageUrl?.message}
          />
          <TextAreaField
            label="Body (Markdown)"
            rows={16}
            spellCheck
            {...described('body')}
            {...form.register('body')}
          />
          <FieldError id={`${prefix}-body-error`} message={errors.body?.message} />
          {error && (
            <p className="modal-form__error" role="alert">
              {error}
            </p>
          )}
          <div className="admin-content__actions">
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {post ? 'Save changes' : 'Save draft'}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              Close the editor
            </Button>
          </div>
        </form>
        <BlogPostPreview
          title={watched.title ?? ''}
          summary={watched.summary ?? ''}
          author={watched.author ?? ''}
          coverImageUrl={watched.coverImageUrl ?? ''}
          body={watched.body ?? ''}
          publishedAt={post?.publishedAt ?? null}
        />
      </div>
    </section>
  );
}
