/**
 * A table of message descriptors read as strings in the active language, for callers that still
 * take a string property (`messages.loading`). The texts stay written once, as `msg` descriptors;
 * this view only reads them, and goes once its last callers (features/auth and features/account)
 * read `i18n._(descriptor)` themselves.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';

export function inActiveLanguage<Key extends string>(
  descriptors: Readonly<Record<Key, MessageDescriptor>>,
): { readonly [K in Key]: string } {
  const view = {} as Record<Key, string>;
  for (const key of Object.keys(descriptors) as Key[]) {
    Object.defineProperty(view, key, { enumerable: true, get: () => i18n._(descriptors[key]) });
  }
  return view;
}
