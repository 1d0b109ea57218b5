/**
 * `use-sync-external-store/shim` for the shop (vite.config.ts aliases it here): @lingui/react imports
 * the shim, a CommonJS copy of the hook for React before 18. React 19 has the hook, so the shop's
 * JavaScript carries no second one (issue 50).
 */
export { useSyncExternalStore } from 'react';
