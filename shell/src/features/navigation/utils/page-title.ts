/** The product's name, last in every page title. */
export const PRODUCT_TITLE = 'Grindline';

/** A heading's words, its parts apart ('ETS shift 2026110800104' and its badge 'Not yet reviewed'). */
function textOf(element: Element): string {
  const parts = Array.from(element.childNodes, (node) => node.textContent?.trim() ?? '').filter(Boolean);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/**
 * The title of what `main` shows: its first heading, the open tab when the heading is a page of
 * tabs ('Daily Stats · Dashboard · Grindline'), else the product's name alone. Many office users
 * keep several screens open in tabs; each tab then says which it is.
 */
export function pageTitle(main: Element | null): string {
  const heading = main?.querySelector('h1');
  const text = heading ? textOf(heading) : '';
  if (!text) return PRODUCT_TITLE;
  const tab = main?.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim();
  return [tab, text, PRODUCT_TITLE].filter(Boolean).join(' · ');
}
