import { navigateToUrl } from 'single-spa';

/** Client-side navigation across micro-frontends (single-spa navigateToUrl). */
export function navigate(url: string): void {
  navigateToUrl(url);
}
