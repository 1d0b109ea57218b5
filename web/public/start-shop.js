/* global document, requestAnimationFrame */
// Starts the shop's script on a page the server rendered (src/entry-server.tsx), once the page has
// painted: on a slow network the HTML, its styles and its pictures then get the bandwidth first,
// and the script (whose files this element names) downloads after the shopper already sees the
// page. A classic deferred script, so it knows its own element; no inline script is needed.
(function startShop(starter) {
  if (!starter) return;
  const files = (starter.dataset.preload || '').split(' ').filter(Boolean);
  const entry = starter.dataset.entry;
  const start = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  // After the next frame has been painted.
  requestAnimationFrame(() => setTimeout(start, 0));
})(document.currentScript);
