/**
 * A module loaded once it is `wanted` and not before, so its code stays out of the script that
 * draws the first screen (the search engine: features/search, features/listing). `load` must be
 * the same function on every render (a module-level `() => import(...)`). Undefined until loaded.
 */
import { useEffect, useState } from 'react';

export function useLoadedWhen<Module>(wanted: boolean, load: () => Promise<Module>): Module | undefined {
  const [loaded, setLoaded] = useState<Module>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void load().then((module) => current && setLoaded(() => module));
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return loaded;
}
