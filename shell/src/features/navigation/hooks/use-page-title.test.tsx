import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { usePageTitle } from './use-page-title';

let setHeading: (text: string) => void = () => {};
function Page() {
  usePageTitle();
  const [heading, set] = useState('Dashboard');
  setHeading = set;
  return (
    <main>
      <h1>{heading}</h1>
    </main>
  );
}

describe('usePageTitle', () => {
  it('follows the heading a micro-frontend draws, and gives the title back when the page goes', async () => {
    const { unmount } = render(<Page />);
    expect(document.title).toBe('Dashboard · Grindline');
    act(() => setHeading('Users'));
    // The title follows at the next animation frame.
    await waitFor(() => expect(document.title).toBe('Users · Grindline'));
    unmount();
    expect(document.title).toBe('Grindline');
  });
});
