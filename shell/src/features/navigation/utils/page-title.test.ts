import { pageTitle } from './page-title';

const main = (html: string) => {
  const element = document.createElement('main');
  element.innerHTML = html;
  return element;
};

describe('pageTitle', () => {
  it("names the page by its heading, the open tab first, and the product last", () => {
    expect(pageTitle(main('<h1>Audit log</h1>'))).toBe('Audit log · Grindline');
    expect(pageTitle(main('<h1>Dashboard</h1><div role="tablist"><button role="tab" aria-selected="false">Daily Stats</button><button role="tab" aria-selected="true">Across Site</button></div>'))).toBe('Across Site · Dashboard · Grindline');
  });

  it("keeps a heading's parts apart and says only the product while nothing is drawn", () => {
    expect(pageTitle(main('<h1>ETS shift 2026110800104 <span>Not yet reviewed</span></h1>'))).toBe('ETS shift 2026110800104 Not yet reviewed · Grindline');
    expect(pageTitle(main('<p role="status">Loading...</p>'))).toBe('Grindline');
    expect(pageTitle(null)).toBe('Grindline');
  });
});
