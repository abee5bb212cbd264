import { render, screen } from '@testing-library/react';
import { navigated } from 'shell/kit/testing';
import { DataCollectionLink } from './data-collection-link';

it('goes to the Data Collection remote when the tab is chosen, with a link as fallback', () => {
  render(<DataCollectionLink />);
  expect(navigated).toContain('/data-collection');
  expect(screen.getByRole('link', { name: 'Open Data Collection' })).toHaveAttribute('href', '/data-collection');
});

it('carries the filters of /dash?tab=data-collection&… to the tab (the site map links to the runs of a segment so)', () => {
  window.history.replaceState(null, '', '/dash?tab=data-collection&site=BART&line=K&track=K_1&segmentFrom=1.2&segmentTo=1.3');
  render(<DataCollectionLink />);
  const href = '/data-collection?site=BART&line=K&track=K_1&segmentFrom=1.2&segmentTo=1.3';
  expect(navigated).toContain(href);
  expect(screen.getByRole('link', { name: 'Open Data Collection' })).toHaveAttribute('href', href);
  window.history.replaceState(null, '', '/');
});
