/**
 * The installable, offline-capable shop (docs/decisions/007-offline-caching-rules.md): the web app
 * manifest and the service worker src/service-worker/sw.ts, which Workbox fills with the build's
 * precache list. The worker is registered by our own src/app/pwa/registerServiceWorker.ts (no
 * workbox-window, no virtual:pwa-register, never an inline script), and only in a build: `npm run dev`
 * has no service worker in the way.
 */
import { VitePWA } from 'vite-plugin-pwa';

export const themeColour = '#1a5dc9'; // $brand in src/styles/_tokens.scss

export const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // The plugin registers nothing: a new version waits until the shopper chooses Reload
  // (src/app/pwa/UpdatePrompt.tsx), and src/app/pwa/registerServiceWorker.ts registers the worker.
  injectRegister: false,
  devOptions: { enabled: false },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  injectManifest: {
    // The app shell, its chunks and styles, and the shop's own pictures; the demo videos (webm) and
    // photo posters are fetched when played, not on install.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    id: '/',
    name: 'Rupee Storefront',
    short_name: 'RupeeStore',
    description: 'Shop mobiles, electronics, fashion and more at rupee prices.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});
