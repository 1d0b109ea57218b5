// Lighthouse CI's puppeteerScript (lighthouserc.cjs): before each page's runs, the browser gets the
// signed-in shopper's cookies that bench/web.mjs made (LHCI_COOKIES: a JSON list of DevTools
// protocol cookies), so `/view-carts` opens the cart, not the login form. Every page runs signed in
// alike, as a returning shopper's would.
module.exports = async (browser) => {
  const cookies = JSON.parse(process.env.LHCI_COOKIES ?? '[]');
  if (cookies.length === 0) return;
  const page = await browser.newPage();
  await page.setCookie(...cookies);
  await page.close();
};
