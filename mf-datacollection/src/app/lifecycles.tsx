/**
 * single-spa lifecycles of this micro-frontend, exposed to the shell as './app'. The kit mounts
 * the routes into the element the shell passes, each mount its own React root with its own
 * query cache (shell/src/kit/remote-lifecycles.tsx).
 */
import { remoteLifecycles } from 'shell/kit';
import { AppRoutes } from './routes';

export const { bootstrap, mount, unmount } = remoteLifecycles(AppRoutes);
