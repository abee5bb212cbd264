import { act, render, screen } from '@testing-library/react';
import { accessFor } from '@grindline/domain';
import { setUser } from 'shell/kit';
import { App } from './app';

describe('App (spec 002 sections 2 and 4)', () => {
  it('shows the login screen and the photo credit when nobody is signed in', () => {
    setUser(null);
    render(<App areaHost={document.createElement('div')} />);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Grindline/)).toBeInTheDocument();
    expect(screen.getByText('Photo: rail grinding at night')).toBeInTheDocument();
  });

  it('shows the navigation and the areas, without the photo credit, once signed in', () => {
    setUser(null);
    const areaHost = document.createElement('div');
    render(<App areaHost={areaHost} />);
    act(() => setUser({ username: 'b', role: 'BARTadmin', access: accessFor('BARTadmin') }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.body.contains(areaHost)).toBe(true);
    expect(screen.queryByText('Photo: rail grinding at night')).toBeNull();
    expect(screen.getByText(/© \d{4} Grindline/)).toBeInTheDocument();
  });
});
