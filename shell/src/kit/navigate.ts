/**
 * Client-side navigation across micro-frontends. Once the signed-in page has started single-spa
 * it plugs in single-spa's navigateToUrl (setNavigator); before that (the login screen, which
 * does not load single-spa) a history push plus a popstate event does the same for the shell.
 */
let navigator: ((url: string) => void) | null = null;

function pushPath(url: string): void {
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Client-side navigation across micro-frontends (single-spa navigateToUrl once started). */
export function navigate(url: string): void {
  (navigator ?? pushPath)(url);
}

/** The shell's areas runtime hands its navigator here once single-spa runs (not for remotes). */
export function setNavigator(next: ((url: string) => void) | null): void {
  navigator = next;
}
