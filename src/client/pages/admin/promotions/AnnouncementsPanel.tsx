import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type Announcement,
  type CreateAnnouncementBody,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_DISMISSIBLE,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_VARIANTS,
  createAnnouncementBody,
} from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { AnnouncementPreview } from './AnnouncementPreview';
import { FieldError, SelectField, TextAreaField } from './Field';
import { idList, localToIso } from './form-values';
import { promotionsApi } from './promotions-admin-api';
import { useAdminList } from '../use-admin-list';

interface Values {
  title: string;
  message: string;
  severity: (typeof NOTIFICATION_SEVERITIES)[number];
  variant: (typeof NOTIFICATION_VARIANTS)[number];
  audience: (typeof NOTIFICATION_AUDIENCES)[number];
  location: (typeof NOTIFICATION_LOCATIONS)[number];
  dismissible: (typeof NOTIFICATION_DISMISSIBLE)[number];
  targets: string;
  startsAt: string;
  expiresAt: string;
}

/** The message of an error or of the first of a list's item errors (one id of many). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const found = firstMessage(item);
    if (found) return found;
  }
  return undefined;
}

const targeted = (audience: string) => audience === 'USER' || audience === 'USERS';

// Empty dates are left out: the server's defaults (start now, never expire) apply.
const toBody = (v: Values) => ({
  title: v.title,
  message: v.message,
  severity: v.severity,
  variant: v.variant,
  audience: v.audience,
  location: v.location,
  dismissible: v.dismissible,
  ...(targeted(v.audience) ? { targetUserIds: idList(v.targets) } : {}),
  ...(v.startsAt ? { startsAt: localToIso(v.startsAt) } : {}),
  expiresAt: localToIso(v.expiresAt),
});
const schema = z.preprocess((raw) => toBody(raw as Values), createAnnouncementBody);

/** Notifications and banners: write one with its audience, place and dates, preview it, post it. */
export function AnnouncementsPanel() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: {
      title: '',
      message: '',
      severity: 'NOTICE',
      variant: 'BANNER',
      audience: 'EVERYONE',
      location: 'ALL',
      dismissible: 'ALWAYS',
      targets: '',
      startsAt: '',
      expiresAt: '',
    },
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  // The contract names the ids targetUserIds; the form's field is their text.
  const targetsError = firstMessage((errors as Record<string, unknown>).targetUserIds);

  const [list, , load] = useAdminList(
    (signal) => promotionsApi.announcements(signal).then((answer) => answer.announcements),
    setError,
  );

  const post = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await promotionsApi.createAnnouncement(
        // The resolver hands over the contract's output: the body itself.
        values as unknown as CreateAnnouncementBody,
      );
      setDone(
        answer.announcement.status === 'SCHEDULED'
          ? `"${answer.announcement.title}" is scheduled.`
          : `"${answer.announcement.title}" is live.`,
      );
      form.reset();
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  });
  const expire = async (announcement: Announcement) => {
    setError(null);
    try {
      await promotionsApi.expireAnnouncement(announcement.id);
      setDone(`"${announcement.title}" ended.`);
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <section className="admin-promo__section" aria-labelledby="admin-announcements-title">
      <h2 id="admin-announcements-title" className="admin-promo__subtitle">
        Notifications and banners
      </h2>
      <form
        className="admin-promo__form"
        aria-label="New notification"
        noValidate
        onSubmit={(event) => void post(event)}
      >
        <TextField
          label="Title"
          autoComplete="off"
          maxLength={120}
          aria-invalid={errors.title ? true : undefined}
          {...form.register('title')}
        />
        <FieldError id="announcement-title-error" message={errors.title?.message} />
        <TextAreaField
          label="Message"
          maxLength={2000}
          aria-invalid={errors.message ? true : undefined}
          {...form.register('message')}
        />
        <FieldError id="announcement-message-error" message={errors.message?.message} />
        <SelectField
          label="Shown as"
          options={NOTIFICATION_VARIANTS}
          {...form.register('variant')}
        />
        <SelectField
          label="Severity"
          options={NOTIFICATION_SEVERITIES}
          {...form.register('severity')}
        />
        <SelectField
          label="Audience"
          options={NOTIFICATION_AUDIENCES}
          {...form.register('audience')}
        />
        {targeted(watched.audience ?? '') && (
          <>
            <TextAreaField
              label="Player ids (one per line)"
              aria-invalid={targetsError ? true : undefined}
              {...form.register('targets')}
            />
            <FieldError id="announcement-targets-error" message={targetsError} />
          </>
        )}
        <SelectField
          label="Where"
          options={NOTIFICATION_LOCATIONS}
          {...form.register('location')}
        />
        <SelectField
          label="Players may close it"
          options={NOTIFICATION_DISMISSIBLE}
          {...form.register('dismissible')}
        />
        <TextField
          label="Starts (optional; empty is now)"
          type="datetime-local"
          aria-invalid={errors.startsAt ? true : undefined}
          {...form.register('startsAt')}
        />
        <FieldError id="announcement-start-error" message={errors.startsAt?.message} />
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          aria-invalid={errors.expiresAt ? true : undefined}
          {...form.register('expiresAt')}
        />
        <FieldError id="announcement-expiry-error" message={errors.expiresAt?.message} />
        <AnnouncementPreview
          notification={{
            title: watched.title || 'Title',
            message: [{ type: 'TEXT', value: watched.message || 'Message' }],
            severity: watched.severity ?? 'NOTICE',
            variant: watched.variant ?? 'BANNER',
            dismissible: watched.dismissible ?? 'ALWAYS',
          }}
        />
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          Post
        </Button>
      </form>
      <p role="status" className="admin-promo__done">
        {done}
      </p>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-promo__frame" tabIndex={0} role="region" aria-label="Notifications">
        <table className="admin-promo__table">
          <caption className="visually-hidden">Notifications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Shown as</th>
              <th scope="col">Audience</th>
              <th scope="col">Where</th>
              <th scope="col">From</th>
              <th scope="col">Until</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list?.map((item) => (
              <tr key={item.id}>
                <td>{item.title}</td>
                <td>{item.variant}</td>
                <td>{item.audience}</td>
                <td>{item.location}</td>
                <td>{new Date(item.startsAt).toLocaleString()}</td>
                <td>{item.expiresAt ? new Date(item.expiresAt).toLocaleString() : 'Never'}</td>
                <td>
                  {item.status}
                  {item.status !== 'EXPIRED' && (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={`End "${item.title}"`}
                      onClick={() => void expire(item)}
                    >
                      End
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list?.length === 0 && <p>No notification yet.</p>}
      </div>
    </section>
  );
}
