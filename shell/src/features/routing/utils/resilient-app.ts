import type { Area } from './areas';

/** Props every remote lifecycle receives from the shell (see mf-reports/src/app/lifecycles.tsx). */
export interface RemoteProps {
  name: string;
  domElement: HTMLElement;
}

/** The single-spa lifecycles a remote exposes as './app'. */
export interface RemoteLifecycles {
  bootstrap(props: RemoteProps): Promise<unknown>;
  mount(props: RemoteProps): Promise<unknown>;
  unmount(props: RemoteProps): Promise<unknown>;
}

/** Loads a remote's lifecycles by name; rejects when the remote is absent or down. */
export type RemoteLoader = (name: string) => Promise<RemoteLifecycles>;

/** Shows the unavailable notice in `element`; answers a function that removes it. */
export type NoticeRenderer = (element: HTMLElement, area: Area, retry: () => void) => () => void;

/** The lifecycles single-spa runs for an area: they never throw, so single-spa never marks it broken. */
export interface AreaLifecycles {
  bootstrap(): Promise<void>;
  mount(props: { name: string }): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Wraps a remote so that its failure stays inside its area (frontend contract): when the
 * remote is absent from /remotes.json, its remoteEntry fails to load, or its bootstrap or mount
 * throws, the area shows the notice with a Retry button and nothing else is affected. While the
 * notice shows, Retry and every later navigation try again, so a remote that comes back mounts.
 */
export function resilientApp(
  area: Area,
  container: HTMLElement,
  load: RemoteLoader,
  renderNotice: NoticeRenderer,
): AreaLifecycles {
  const remoteElement = document.createElement('div');
  const noticeElement = document.createElement('div');
  remoteElement.className = 'gl-shell-area-remote';
  noticeElement.className = 'gl-shell-area-notice';
  container.append(remoteElement, noticeElement);

  let active = false;
  let mounted: RemoteLifecycles | null = null;
  let bootstrapped: RemoteLifecycles | null = null;
  let attempt: Promise<void> | null = null;
  let clearNotice: (() => void) | null = null;
  let failedAt: string | null = null;
  const props = (): RemoteProps => ({ name: area.name, domElement: remoteElement });

  const hideNotice = () => {
    clearNotice?.();
    clearNotice = null;
  };
  // The routing event of the reroute that just failed must not retry at once: only a real
  // navigation (another address) or Retry does.
  const onRouteChange = () => {
    if (active && !mounted && !attempt && window.location.href !== failedAt) void tryMount();
  };

  async function tryMount(): Promise<void> {
    attempt ??= (async () => {
      let remote: RemoteLifecycles | null = null;
      try {
        remote = await load(area.name);
        if (!active) return;
        if (bootstrapped !== remote) {
          await remote.bootstrap(props());
          bootstrapped = remote;
        }
        await remote.mount(props());
        mounted = remote;
        if (!active) await unmountRemote();
        hideNotice();
      } catch (error) {
        console.error(`The ${area.label} module failed to load or mount`, error);
        failedAt = window.location.href;
        if (remote) await remote.unmount(props()).catch(() => undefined);
        remoteElement.replaceChildren();
        if (active && !clearNotice) clearNotice = renderNotice(noticeElement, area, () => void tryMount());
      }
    })().finally(() => {
      attempt = null;
    });
    return attempt;
  }

  async function unmountRemote(): Promise<void> {
    const remote = mounted;
    mounted = null;
    if (!remote) return;
    try {
      await remote.unmount(props());
    } catch (error) {
      console.error(`The ${area.label} module failed to unmount`, error);
      remoteElement.replaceChildren();
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async () => {
      active = true;
      container.hidden = false;
      window.addEventListener('single-spa:routing-event', onRouteChange);
      await tryMount();
    },
    unmount: async () => {
      active = false;
      window.removeEventListener('single-spa:routing-event', onRouteChange);
      await attempt;
      hideNotice();
      await unmountRemote();
      container.hidden = true;
    },
  };
}
