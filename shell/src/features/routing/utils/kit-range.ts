/**
 * The part of semver ranges a release manifest uses for a remote's kit: `^1.1.0`, `~1.1.0`,
 * `1.1.0`, `>=1.1.0 <2.0.0` (all comparators must hold), `a || b`, and `*`. Anything else is
 * not understood and therefore never satisfied: an unreadable range refuses the remote.
 */
type Version = [number, number, number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)$/;

function parse(text: string): Version | null {
  const m = VERSION.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function comparatorHolds(version: Version, comparator: string): boolean | null {
  if (comparator === '*' || comparator === 'x') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  const base = m ? parse(m[2]) : null;
  if (!m || !base) return null;
  const c = compare(version, base);
  switch (m[1]) {
    case '^': {
      const upper: Version = base[0] > 0 ? [base[0] + 1, 0, 0] : base[1] > 0 ? [0, base[1] + 1, 0] : [0, 0, base[2] + 1];
      return c >= 0 && compare(version, upper) < 0;
    }
    case '~':
      return c >= 0 && compare(version, [base[0], base[1] + 1, 0]) < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** Whether `version` (x.y.z) satisfies `range`; false for anything unreadable. */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parse(version);
  if (!v || typeof range !== 'string' || !range.trim()) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().split(/\s+/).filter(Boolean);
    if (comparators.length === 0) return false;
    return comparators.every((comparator) => comparatorHolds(v, comparator) === true);
  });
}
