import { render, screen } from '@testing-library/react';
import { navigated } from 'shell/kit/testing';
import { DataCollectionLink } from './data-collection-link';

it('goes to the Data Collection remote when the tab is chosen, with a link as fallback', () => {
  render(<DataCollectionLink />);
  expect(navigated).toContain('/data-collection');
  expect(screen.getByRole('link', { name: 'Open Data Collection' })).toHaveAttribute('href', '/data-collection');
});
