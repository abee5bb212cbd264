/**
 * The federated module `shell/kit` (exposed as './kit' and shared as the singleton 'shell/kit').
 * Remotes see the interface of shell/kit-contract/shell-kit.d.ts; setUser, toSessionUser, loadSession and
 * refreshSession are the shell's own additions. Code of the shell outside src/kit imports
 * 'shell/kit', never these files, so the page holds one session store and one event bus.
 */
export { ApiError } from './api-error';
export { apiFetch, apiJson, refreshSession } from './api-fetch';
export { errorMessage } from './error-message';
export { events } from './events';
export { KIT_VERSION } from './kit-version';
export { loadSession } from './load-session';
export { navigate, setNavigator } from './navigate';
export { remoteLifecycles, type MountProps, type RemoteLifecycles } from './remote-lifecycles';
export { getUser, setUser, toSessionUser, useUser } from './session';
export type { ApiIssue, GrindlineEvents, SessionUser } from './types';
