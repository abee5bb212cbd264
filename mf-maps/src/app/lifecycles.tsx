/**
 * single-spa lifecycles of this micro-frontend, exposed to the shell as './app'. The shell
 * mounts it into the element it passes as `domElement`; each mount is its own React root
 * (sharing the page's one React through Module Federation).
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppProvider, createQueryClient } from './provider';
import { AppRoutes } from './routes';

/** What the shell passes to every lifecycle (shell/src/features/routing/utils/resilient-app.ts). */
export interface MountProps {
  name: string;
  domElement: HTMLElement;
}

const roots = new Map<HTMLElement, Root>();

/** Nothing to prepare: the bundle is loaded and React is shared. */
export async function bootstrap(): Promise<void> {}

/** Renders the app's routes into the element the shell gives. */
export async function mount(props: MountProps): Promise<void> {
  if (!(props.domElement instanceof HTMLElement)) throw new Error('mount needs props.domElement');
  const root = createRoot(props.domElement);
  roots.set(props.domElement, root);
  root.render(
    <StrictMode>
      <AppProvider client={createQueryClient()}>
        <AppRoutes />
      </AppProvider>
    </StrictMode>,
  );
}

/** Unmounts the React root of that element, dropping its query cache. */
export async function unmount(props: MountProps): Promise<void> {
  roots.get(props.domElement)?.unmount();
  roots.delete(props.domElement);
}
