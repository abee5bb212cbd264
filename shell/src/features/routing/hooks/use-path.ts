import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(listener: () => void): () => void {
  EVENTS.forEach((type) => window.addEventListener(type, listener));
  return () => EVENTS.forEach((type) => window.removeEventListener(type, listener));
}

const getPath = () => window.location.pathname;

/** The current path, updated after every navigation of any micro-frontend. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, getPath, getPath);
}
