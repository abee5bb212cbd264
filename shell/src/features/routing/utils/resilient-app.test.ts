import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemoteUnavailable } from '../components/remote-unavailable';
import { AREAS } from './areas';
import { resilientApp, type RemoteLifecycles, type RemoteProps } from './resilient-app';

const reports = AREAS.find((a) => a.name === 'reports')!;
const NOTICE = 'The Reports module is unavailable right now. The rest of Grindline keeps working; try again in a moment.';

/** A remote that renders a marker into the element the shell gives it. */
function fakeRemote(overrides: Partial<RemoteLifecycles> = {}): RemoteLifecycles & { mounts: RemoteProps[] } {
  const mounts: RemoteProps[] = [];
  return {
    mounts,
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: RemoteProps) => {
      mounts.push(props);
      props.domElement.innerHTML = '<p>reports screen</p>';
    }),
    unmount: jest.fn(async (props: RemoteProps) => {
      props.domElement.innerHTML = '';
    }),
    ...overrides,
  };
}

let section: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '';
  section = document.createElement('section');
  document.body.append(section);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('resilientApp (a remote failure stays in its area)', () => {
  it('mounts the remote into its own element with the area name', async () => {
    const remote = fakeRemote();
    const app = resilientApp(reports, section, async () => remote, renderRemoteUnavailable);
    await app.mount({ name: 'reports' });
    expect(screen.getByText('reports screen')).toBeInTheDocument();
    expect(remote.mounts[0].name).toBe('reports');
    await app.unmount();
    expect(remote.unmount).toHaveBeenCalledTimes(1);
    expect(section.hidden).toBe(true);
  });

  it('shows the notice when the remote cannot be loaded, and Retry mounts it once it is back', async () => {
    const remote = fakeRemote();
    const load = jest.fn().mockRejectedValueOnce(new Error('remoteEntry 404')).mockResolvedValue(remote);
    const app = resilientApp(reports, section, load, renderRemoteUnavailable);
    await app.mount({ name: 'reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reports screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the notice when the remote throws on mount, and cleans up what it left', async () => {
    const broken = fakeRemote({
      mount: jest.fn(async (props: RemoteProps) => {
        props.domElement.innerHTML = '<p>half</p>';
        throw new Error('render failed');
      }),
    });
    const app = resilientApp(reports, section, async () => broken, renderRemoteUnavailable);
    await app.mount({ name: 'reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
    expect(screen.queryByText('half')).toBeNull();
    expect(broken.unmount).toHaveBeenCalled();
  });

  it('tries again on the next navigation while the notice shows', async () => {
    const remote = fakeRemote();
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(remote);
    const app = resilientApp(reports, section, load, renderRemoteUnavailable);
    window.history.replaceState(null, '', '/grind-reports/new');
    await app.mount({ name: 'reports' });
    await screen.findByRole('alert');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(load).toHaveBeenCalledTimes(1); // same address: the failed reroute itself does not retry
    window.history.replaceState(null, '', '/grind-reports/view');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(await screen.findByText('reports screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('removes the notice when the area is left', async () => {
    const app = resilientApp(reports, section, async () => Promise.reject(new Error('absent')), renderRemoteUnavailable);
    await app.mount({ name: 'reports' });
    await screen.findByRole('alert');
    await app.unmount();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
