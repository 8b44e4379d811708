import type { ReactNode } from 'react';
import { errorCopy } from './error-copy';
import './error-screen.css';

interface ErrorScreenProps {
  status: number;
  /** Extra line, e.g. the path that was not found. */
  detail?: string;
  /** The way home: a router link inside the app, a plain link outside it. */
  action: ReactNode;
}

/** The full error screen: status, title (also the page title), message and a way home. */
export function ErrorScreen({ status, detail, action }: ErrorScreenProps) {
  const copy = errorCopy(status);
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <title>{copy.title}</title>
      <div className="error-screen__panel">
        <p className="error-screen__status" aria-hidden="true">
          {copy.status}
        </p>
        <h1 id="error-screen-title" className="error-screen__title">
          {copy.title}
        </h1>
        <p className="error-screen__message">{copy.message}</p>
        {detail && <p className="error-screen__detail">{detail}</p>}
        <div className="error-screen__action">{action}</div>
      </div>
    </section>
  );
}
