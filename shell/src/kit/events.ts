import type { GrindlineEvents } from './types';

type Handler<K extends keyof GrindlineEvents> = (detail: GrindlineEvents[K]) => void;
const handlers = new Map<keyof GrindlineEvents, Set<Handler<never>>>();

/**
 * The typed event bus shared by the shell and every micro-frontend. A handler that throws is
 * logged and does not stop the others: one faulty remote must not break the rest.
 */
export const events = {
  emit<K extends keyof GrindlineEvents>(type: K, detail: GrindlineEvents[K]): void {
    for (const handler of [...(handlers.get(type) ?? [])]) {
      try {
        (handler as Handler<K>)(detail);
      } catch (error) {
        console.error(`Event handler for '${type}' failed`, error);
      }
    }
  },
  on<K extends keyof GrindlineEvents>(type: K, handler: Handler<K>): () => void {
    if (!handlers.has(type)) handlers.set(type, new Set());
    handlers.get(type)!.add(handler as Handler<never>);
    return () => {
      handlers.get(type)?.delete(handler as Handler<never>);
    };
  },
};
