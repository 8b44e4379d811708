/** One block of a content page: a heading, its paragraphs and an optional list. */
export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** A formula or snippet shown monospaced (fairness pages). */
  code?: string;
}

/** A static page written as data: policies, fairness explanations. */
export interface ContentDoc {
  slug: string;
  /** Short name for navigation. */
  label: string;
  /** The page's h1. */
  title: string;
  summary: string;
  /** ISO date of the last change (policies). */
  updated?: string;
  sections: readonly ContentSection[];
}
