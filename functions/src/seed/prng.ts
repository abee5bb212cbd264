/**
 * A small seeded pseudo-random generator (mulberry32) and helpers on top of it. Everything the
 * seeders and the generated geometry draw comes from here, so one seed always gives the same data.
 */

/** A source of numbers in [0, 1) that depends only on its seed and how often it was called. */
export interface Rng {
  /** Next number in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Number in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element by weight: `[value, weight]` pairs with positive total weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** A version-4-shaped UUID made of drawn bits (deterministic, so not a secret). */
  uuid(): string;
}

/** mulberry32: 32-bit state, good spread, tiny; plenty for test and demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a text: turns names (a track id, a line) into seeds. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator seeded with a number, or with a text hashed by {@link hashSeed}. */
export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick needs at least one item');
      return items[Math.floor(next() * items.length)];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      if (!(total > 0)) throw new Error('weighted needs a positive total weight');
      let roll = next() * total;
      for (const [value, w] of items) {
        roll -= w;
        if (roll < 0) return value;
      }
      return items[items.length - 1][0];
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return rng;
}
