import { act, render, screen } from '@testing-library/react';
import { accessFor } from '@grindline/domain';
import { setUser } from 'shell/kit';
import { App } from './app';

// The signed-in chunk starts single-spa; here it only hands over the areas' element (one
// promise, as the real startAreas memoises it).
const mockAreaHost = document.createElement('div');
const mockStarted = Promise.resolve(mockAreaHost);
jest.mock('./areas-runtime', () => ({ startAreas: () => mockStarted }));
const areaHost = mockAreaHost;

describe('App (spec 002 sections 2 and 4)', () => {
  it('shows the login screen, the agency sign-in and the photo credit when nobody is signed in', () => {
    setUser(null);
    render(<App />);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with your agency' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Grindline/)).toBeInTheDocument();
    expect(screen.getByText('Photo: rail grinding at night')).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Grindline');
  });

  it('shows a refused agency sign-in above the form', () => {
    setUser(null);
    render(<App notice="This sign-in link was already used or has expired." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link was already used or has expired.');
  });

  it('shows the navigation and the areas, without the photo credit, once signed in', async () => {
    setUser(null);
    render(<App />);
    act(() => setUser({ username: 'b', role: 'BARTadmin', access: accessFor('BARTadmin') }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.body.contains(areaHost)).toBe(true);
    expect(screen.queryByText('Photo: rail grinding at night')).toBeNull();
    expect(screen.getByText(/© \d{4} Grindline/)).toBeInTheDocument();
  });
});
