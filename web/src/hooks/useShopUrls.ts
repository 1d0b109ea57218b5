/**
 * Absolute URLs of the shop's pages in the language on show: the public origin (lib/publicOrigin)
 * and the language's path prefix (lib/i18n/languageUrls) before one of the shop's own paths
 * (lib/paths, which never spell the prefix). For what leaves the page: its canonical URL, its
 * language alternates, social previews and structured data.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { localizedPath } from '../lib/i18n/languageUrls';
import { isLanguageCode, sourceLanguage, type LanguageCode } from '../lib/i18n/languages';
import { usePublicOrigin } from '../lib/publicOrigin';

export interface ShopUrls {
  origin: string;
  /** The language on show (the active Lingui locale). */
  language: LanguageCode;
  /** `path` (the shop's own: `/detail-view/abc`) as an absolute URL in `language` (default: the one on show). */
  urlOf: (path: string, language?: LanguageCode) => string;
  /** A picture or other file the shop links (`/icons/x.png`, or already absolute) as an absolute URL; none when it is no http(s) URL. */
  fileUrlOf: (href: string) => string | undefined;
}

export function useShopUrls(): ShopUrls {
  const origin = usePublicOrigin();
  const { locale } = useLingui().i18n;
  const language = isLanguageCode(locale) ? locale : sourceLanguage;
  return useMemo(
    () => ({
      origin,
      language,
      urlOf: (path, inLanguage = language) => `${origin}${localizedPath(path, inLanguage)}`,
      fileUrlOf: (href) => {
        try {
          const url = new URL(href, origin);
          return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
        } catch {
          return undefined;
        }
      },
    }),
    [origin, language],
  );
}
