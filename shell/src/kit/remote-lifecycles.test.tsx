import { act } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { remoteLifecycles } from './remote-lifecycles';

function Probe() {
  const client = useQueryClient();
  const location = useLocation();
  return <p>{`at ${location.pathname}, retries ${String(client.getDefaultOptions().queries?.retry)}`}</p>;
}

// The mount renders outside testing-library, so React must be told this is a test (act()).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('remoteLifecycles', () => {
  it('mounts the app with the router and its own query client, and unmounts it', async () => {
    window.history.pushState(null, '', '/maps/BART/tracks');
    const app = remoteLifecycles(Probe);
    const element = document.createElement('div');
    await app.bootstrap();
    await act(() => app.mount({ name: 'maps', domElement: element }));
    expect(element.textContent).toBe('at /maps/BART/tracks, retries 1');

    await act(() => app.unmount({ name: 'maps', domElement: element }));
    expect(element.textContent).toBe('');
  });

  it('refuses a mount without an element', async () => {
    const app = remoteLifecycles(Probe);
    await expect(app.mount({ name: 'maps' } as never)).rejects.toThrow('mount needs props.domElement');
  });
});
