import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A text of a content page: a Lingui message (the information pages), or plain English (the Terms
 * of Use, which stay English in every language: docs/decisions/009-i18n-with-lingui.md).
 */
export type ContentText = string | MessageDescriptor;

/** The text in the active language (a plain string is shown as written). */
export function contentText(text: ContentText): string {
  return typeof text === 'string' ? text : i18n._(text);
}

/** A stable React key for a text: the string itself, or the message's id. */
export function contentTextKey(text: ContentText): string {
  return typeof text === 'string' ? text : text.id;
}

/** A titled block of text: paragraphs, then an optional list. Terms and information pages use it. */
export interface ContentSection<Text extends ContentText = string> {
  id: string;
  heading: Text;
  paragraphs: readonly Text[];
  list?: readonly Text[];
}

export interface ContentDocument<Text extends ContentText = string> {
  title: Text;
  summary: Text;
  sections: readonly ContentSection<Text>[];
}
