/**
 * The one module a remote takes from the shell, through Module Federation (shell exposes
 * './kit'): the contract every remote typechecks against (each remote's tsconfig includes this
 * file; types only, nothing of it is bundled). The implementation is shell/src/kit/*; the remotes'
 * tests use ./test-double.ts.
 */
declare module 'shell/kit' {
  import type { Access } from '@grindline/domain';

  export interface SessionUser {
    username: string;
    role: string;
    access: Access;
  }
  export interface ApiIssue {
    path: string;
    message: string;
  }
  /** Thrown by apiJson for any non-2xx answer; `message` is the server's message. */
  export class ApiError extends Error {
    status: number;
    issues?: ApiIssue[];
    constructor(status: number, message: string, issues?: ApiIssue[]);
  }
  export interface GrindlineEvents {
    'report:submitted': { shiftId: string; site: string };
    'report:deleted': { shiftId: string };
    'session:changed': { user: SessionUser | null };
  }

  /** The signed-in user, or null. */
  export function getUser(): SessionUser | null;
  /** React hook: the signed-in user, re-rendering when it changes. */
  export function useUser(): SessionUser | null;
  /** fetch() against the API (path starts with /api), with the session cookie; renews the
   * session once on 401 and signs out if that fails. */
  export function apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** apiFetch + JSON: sends `json` as the body, parses the answer, throws ApiError on non-2xx. */
  export function apiJson<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T>;
  /** What to tell the user about a failed call: the server's message, or that it was unreachable. */
  export function errorMessage(error: unknown): string;
  /** What the shell passes to every lifecycle. */
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
  /** The lifecycles a remote exposes as './app': each mount renders `App` in its own React root,
   * inside a fresh react-query client and the browser router. */
  export function remoteLifecycles(App: import('react').ComponentType): RemoteLifecycles;
  /** Client-side navigation across micro-frontends (single-spa navigateToUrl). */
  export function navigate(url: string): void;
  export const events: {
    emit<K extends keyof GrindlineEvents>(type: K, detail: GrindlineEvents[K]): void;
    on<K extends keyof GrindlineEvents>(type: K, handler: (detail: GrindlineEvents[K]) => void): () => void;
  };
}
