import { useEffect, useState } from 'react';
import { type KycQueueEntry, kycCalls } from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { VirtualList } from '../../../ui/VirtualList';
import { ReasonForm } from '../ReasonForm';
import { kycAdminApi } from './kyc-admin-api';
import { KycDocumentViewer } from './KycDocumentViewer';
import './kyc.css';

const rejectReason = kycCalls.adminRejectKycDocument.body.shape.reason;
const LEVEL_NAMES = { 2: 'Identity document', 3: 'Proof of address' } as const;
/** Each queue entry's slot in px (three one-line rows and the gap below them). */
const ITEM_HEIGHT = 96;

/**
 * /admin/kyc: the documents waiting for review, oldest first, a page at a time from the
 * server, scrolled virtually (overscan 5) as the queue grows. An operator opens one (with their 2FA code; the server audits it), then approves
 * it or rejects it with the reason the player reads.
 */
export default function KycPage() {
  const [documents, setDocuments] = useState<KycQueueEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [page, setPage] = useState<{ after: string | null; key: number }>({ after: null, key: 0 });
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    kycAdminApi.queue(page.after, controller.signal).then(
      (answer) => {
        setLoadError(null);
        setDocuments((shown) => (page.after ? [...shown, ...answer.documents] : answer.documents));
        setCursor(answer.nextCursor);
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(messageOf(caught));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [page]);

  const entry = documents.find((d) => d.id === selected) ?? null;
  // A decided document leaves the queue; the list is read again from its start.
  const decided = (message: string) => {
    setSelected(null);
    setDone(message);
    setPage((p) => ({ after: null, key: p.key + 1 }));
  };
  const approve = async (doc: KycQueueEntry) => {
    setActionError(null);
    try {
      await kycAdminApi.approve(doc.id);
      decided(`Approved ${doc.fileName} of ${doc.username}: level ${doc.level} verified.`);
    } catch (caught) {
      setActionError(messageOf(caught));
    }
  };

  return (
    <section className="admin-kyc" aria-labelledby="admin-kyc-title">
      <h1 id="admin-kyc-title" className="admin__title">
        KYC review
      </h1>
      <p role="status" className="admin-kyc__done" data-testid="kyc-done">
        {done}
      </p>
      {loadError && (
        <p className="modal-form__error" role="alert">
          Could not load the queue: {loadError}
        </p>
      )}
      <div className="admin-kyc__columns">
        <div className="admin-kyc__queue">
          <h2 className="admin-kyc__subtitle">Waiting for review</h2>
          {!loading && documents.length === 0 && !loadError && <p>No document is waiting.</p>}
          <VirtualList
            className="admin-kyc__list"
            label="Documents waiting for review"
            items={documents}
            itemHeight={ITEM_HEIGHT}
            maxHeight={ITEM_HEIGHT * 6}
            getKey={(doc) => doc.id}
            renderItem={(doc) => (
              <button
                type="button"
                className="admin-kyc__item"
                aria-pressed={doc.id === selected}
                onClick={() => {
                  setActionError(null);
                  setSelected(doc.id);
                }}
              >
                <span className="admin-kyc__who">{doc.username}</span>
                <span>
                  {LEVEL_NAMES[doc.level]} · {doc.fileName}
                </span>
                <time dateTime={doc.createdAt}>{new Date(doc.createdAt).toLocaleString()}</time>
              </button>
            )}
          />
          {cursor && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              busy={loading}
              onClick={() => setPage((p) => ({ after: cursor, key: p.key }))}
            >
              Show more
            </Button>
          )}
        </div>
        {entry && (
          <article className="admin-kyc__review" aria-labelledby="admin-kyc-review-title">
            <h2 id="admin-kyc-review-title" className="admin-kyc__subtitle">
              {LEVEL_NAMES[entry.level]} of {entry.username}
            </h2>
            <dl className="admin-kyc__details">
              <dt>Current level</dt>
              <dd>{entry.userLevel}</dd>
              <dt>Full name</dt>
              <dd>{entry.details?.fullName ?? 'Not given'}</dd>
              <dt>Date of birth</dt>
              <dd>{entry.details?.dateOfBirth ?? 'Not given'}</dd>
              <dt>Country</dt>
              <dd>{entry.details?.country ?? 'Not given'}</dd>
              <dt>Address</dt>
              <dd>{entry.details?.address ?? 'Not given'}</dd>
              <dt>File</dt>
              <dd>
                {entry.fileName} ({Math.ceil(entry.size / 1024)} KB, {entry.mime})
              </dd>
            </dl>
            <KycDocumentViewer key={entry.id} entry={entry} />
            <div className="admin-kyc__decision">
              <Button type="button" variant="primary" onClick={() => void approve(entry)}>
                Approve
              </Button>
              {actionError && (
                <p className="modal-form__error" role="alert">
                  {actionError}
                </p>
              )}
              <ReasonForm
                label="Why reject it? (the player reads this)"
                action="Reject"
                reason={rejectReason}
                testId="kyc-reject"
                onSubmit={async (reason) => {
                  await kycAdminApi.reject(entry.id, reason);
                  decided(`Rejected ${entry.fileName} of ${entry.username}.`);
                }}
              />
            </div>
          </article>
        )}
      </div>
    </section>
  );
}
