import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyNamed, PageSuspense } from './lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Hello = ({ who }: { who: string }) => <h1>Hello {who}</h1>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

afterEach(() => jest.useRealTimers());

describe('lazyNamed', () => {
  it("shows 'Loading…' and then the page as soon as its chunk arrives, not after React's 300 ms reveal throttle", async () => {
    // As in the browser: outside act() (which flushes fallbacks at once), on a clock the test
    // moves. React's scheduler keeps the timer functions it found when loaded, so React is loaded
    // afresh once the fake timers are in.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    jest.useFakeTimers();
    let fresh!: { createRoot: typeof import('react-dom/client').createRoot; page: typeof import('./lazy-page') };
    jest.isolateModules(() => {
      fresh = { createRoot: require('react-dom/client').createRoot, page: require('./lazy-page') };
    });
    const chunk = deferred<{ Hello: typeof Hello }>();
    const load = jest.fn(() => chunk.promise);
    const Page = fresh.page.lazyNamed(load, 'Hello');
    const element = document.body.appendChild(document.createElement('div'));
    const root = fresh.createRoot(element);
    try {
      root.render(
        <fresh.page.PageSuspense>
          <Page who="crew" />
        </fresh.page.PageSuspense>,
      );
      await jest.advanceTimersByTimeAsync(20);
      expect(element.textContent).toBe('Loading…');
      expect(load).toHaveBeenCalledTimes(1);
      chunk.resolve({ Hello });
      await jest.advanceTimersByTimeAsync(50);
      expect(element.querySelector('h1')?.textContent).toBe('Hello crew');
    } finally {
      root.unmount();
      element.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders a page whose chunk has already arrived at once, without the placeholder or a second fetch', async () => {
    const load = jest.fn(async () => ({ Hello }));
    const Page = lazyNamed(load, 'Hello', () => <p role="status">Loading chart…</p>);
    const first = render(<Page who="one" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    expect(await screen.findByRole('heading')).toHaveTextContent('Hello one');
    first.unmount();
    render(<Page who="two" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Hello two');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a chunk that cannot be fetched to the error boundary, and fetches it again on the next mount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValueOnce({ Hello });
    const Page = lazyNamed(load as () => Promise<{ Hello: typeof Hello }>, 'Hello');
    const first = render(
      <Boundary>
        <Page who="again" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 7 failed');
    first.unmount();
    render(<Page who="again" />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Hello again');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
