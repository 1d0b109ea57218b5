/** A titled block of text: paragraphs, then an optional list. Terms and information pages use it. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface ContentDocument {
  title: string;
  summary: string;
  sections: readonly ContentSection[];
}
