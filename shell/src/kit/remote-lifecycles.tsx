/**
 * The single-spa lifecycles every remote exposes as './app' (docs/architecture.md): each mount is
 * its own React root, sharing the page's one React through Module Federation, wrapped in what
 * every screen expects (react-query and the router). Those providers live in ./remote-root and
 * are loaded when a remote bootstraps: the kit itself is part of the login screen's first load.
 */
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';

/** What the shell passes to every lifecycle (shell/src/features/routing/utils/resilient-app.ts). */
export interface MountProps {
  name: string;
  domElement: HTMLElement;
}

/** single-spa lifecycles of one remote. */
export interface RemoteLifecycles {
  bootstrap(): Promise<void>;
  mount(props: MountProps): Promise<void>;
  unmount(props: MountProps): Promise<void>;
}

let rootModule: Promise<typeof import('./remote-root')> | null = null;
const loadRoot = () => {
  rootModule ??= import('./remote-root');
  rootModule.catch(() => (rootModule = null));
  return rootModule;
};

/**
 * The lifecycles of a remote whose screens are `App`: mount renders it into the element the
 * shell gives, inside a fresh query client and the browser router; unmount drops that root and
 * its cache. Throws on mount without a `domElement`.
 */
export function remoteLifecycles(App: ComponentType): RemoteLifecycles {
  const roots = new Map<HTMLElement, Root>();
  return {
    async bootstrap() {
      await loadRoot();
    },
    async mount(props) {
      if (!(props?.domElement instanceof HTMLElement)) throw new Error('mount needs props.domElement');
      const { renderRemote } = await loadRoot();
      roots.set(props.domElement, renderRemote(props.domElement, App));
    },
    async unmount(props) {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
    },
  };
}
