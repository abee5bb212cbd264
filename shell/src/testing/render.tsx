import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProvider } from '../app/provider';

/** Renders inside the shell's providers, as the page does. */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProvider>{ui}</AppProvider>);
}
