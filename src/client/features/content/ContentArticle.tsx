import type { ReactNode } from 'react';
import type { ContentDoc } from './types';
import './content.css';
import { titled } from '../../lib/brand';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** Renders a content document: h1, summary, then its sections. */
export function ContentArticle({
  doc,
  eyebrow,
  children,
}: {
  doc: ContentDoc;
  eyebrow: string;
  children?: ReactNode;
}) {
  return (
    <article className="content-article" aria-labelledby="content-title">
      <title>{titled(doc.title)}</title>
      <header className="content-article__head">
        <p className="content-article__eyebrow">{eyebrow}</p>
        <h1 id="content-title" className="content-article__title">
          {doc.title}
        </h1>
        <p className="content-article__summary">{doc.summary}</p>
        {doc.updated && (
          <p className="content-article__updated">
            Last updated{' '}
            <time dateTime={doc.updated}>{dateFormat.format(new Date(doc.updated))}</time>
          </p>
        )}
      </header>
      {doc.sections.map((section) => (
        <section key={section.heading} className="content-article__section">
          <h2 className="content-article__heading">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="content-article__text">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="content-article__list">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.code && (
            <pre className="content-article__code">
              <code>{section.code}</code>
            </pre>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}
