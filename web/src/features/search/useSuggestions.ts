/**
 * The search box's suggestions for what is typed, once `wanted` (the box focused, or the browser
 * idle after the first screen). The catalogue's size decides where they come from: a catalogue the
 * browser can hold (catalogueSize.ts) is fetched once and searched here by the search engine,
 * loaded lazily (suggestions.ts); a large one stays on the server, and each keystroke asks the shop
 * server (/search-suggestions), unless no such route answers, when the browser reads the catalogue
 * after all. Text in an Indian script waits for the transliteration, loaded only for such text.
 */
import { i18n } from '@lingui/core';
import { useEffect, useMemo, useState } from 'react';
import { largeCatalogue } from '../../entities/catalogue/catalogueSize';
import { useGetProductsPageQuery, useGetProductsQuery } from '../../entities/catalogue/productsApi';
import { hasIndicLetters } from '../../entities/catalogue/search/script';
import { useLoadedWhen } from '../../hooks/useLoadedWhen';
import type { Suggestions } from './suggestions';

const loadSuggestions = () => import('./suggestions');
const loadIndic = () => import('../../entities/catalogue/search/indic');
const none: Suggestions = { shown: [], total: 0 };

export interface SuggestionsState extends Suggestions {
  /** Whether `shown` answers the text given (false while the catalogue, the engine or the server's answer is on its way). */
  ready: boolean;
}

export function useSuggestions(wanted: boolean, typed: string): SuggestionsState {
  const engine = useLoadedWhen(wanted, loadSuggestions);
  const beyond = useGetProductsPageQuery({ page: largeCatalogue + 1, limit: 1 }, { skip: !wanted });
  const sized = beyond.data !== undefined || beyond.isError;
  const [serverOff, setServerOff] = useState(false);
  const large = (beyond.data?.length ?? 0) > 0 && !serverOff;
  const { data: products } = useGetProductsQuery(undefined, { skip: !wanted || !sized || large });

  const indicTyped = hasIndicLetters(typed);
  const toLatin = useLoadedWhen(indicTyped && !large, loadIndic)?.toLatin;
  const localReady = engine !== undefined && products !== undefined && (!indicTyped || toLatin !== undefined);
  const local = useMemo(
    () => (localReady ? engine.suggest(products, typed, toLatin) : none),
    [localReady, engine, products, typed, toLatin],
  );

  const [remote, setRemote] = useState<{ typed: string; suggestions: Suggestions }>();
  useEffect(() => {
    if (!large || !engine || typed.trim() === '') return;
    const asked = new AbortController();
    void engine.fetchSuggestions(typed, i18n.locale, asked.signal).then((suggestions) => {
      if (asked.signal.aborted) return;
      if (suggestions) setRemote({ typed, suggestions });
      else setServerOff(true);
    });
    return () => asked.abort();
  }, [large, engine, typed]);

  if (!large) return { ...local, ready: localReady };
  const answered = remote?.typed === typed;
  return { ...(answered ? remote.suggestions : none), ready: answered };
}
