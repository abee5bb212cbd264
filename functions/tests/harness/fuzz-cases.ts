/**
 * fast-check arbitraries of bad requests: a valid request of a route with one required input
 * broken (missing, wrong type, impossible date, NaN/Infinity/negative, 1 MB, 10k levels deep, a
 * 100k-element array, path traversal, unicode), optionally with extra fields (`__proto__`,
 * `constructor`, unicode keys); or the whole body malformed or not an object.
 */
import fc from 'fast-check';
import type { FieldKind, FieldSpec, FuzzTarget } from './fuzz-targets';
import type { RouteRequest } from './route-requests';

/** A value spliced into the JSON text as it is (what JSON.stringify cannot write). */
export class Raw {
  constructor(readonly text: string) {}
}

/** Deletes the input. */
export const MISSING = Symbol('missing');
type Bad = unknown;

const MB = 'x'.repeat(1024 * 1024);
const DEEP = new Raw(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
const DEEP_OBJECT = new Raw(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
const HUGE_ARRAY = new Raw(`[${new Array(100_000).fill('null').join(',')}]`);
const TRAVERSAL = ['../../x', '..%2F..%2Fx', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..\\..\\windows', '/etc/passwd', 'REPORT#x', '\u0000'];
const UNICODE = ['ÄÖÜ ☃ 漢字 🚆', '\u202e\u0645\u0631\u062d\u0628\u0627', 'e\u0301', '\ud83d\ude80'.repeat(10)];

/** Invalid for every kind. */
const COMMON: Bad[] = [MISSING, null, { nested: true }, DEEP, DEEP_OBJECT, HUGE_ARRAY, MB];

const BAD_BY_KIND: Record<FieldKind, Bad[]> = {
  text: ['', '   ', 12345, true, ['a'], new Raw('1e999')],
  date: ['2023-02-30', '2023-13-01', '2023-2-3', '30/01/2023', '2101-01-01', 'NaN', 20230101, '2023-02-30T00:00:00Z', ...UNICODE, ...TRAVERSAL],
  time: ['25:00', '12:60', '1200', 'noon', -1, ...UNICODE],
  number: ['NaN', 'Infinity', '-Infinity', new Raw('1e999'), new Raw('-1e999'), 'abc', true, ['1'], ...UNICODE],
  count: ['NaN', 'Infinity', new Raw('1e999'), -1, -0.5, 'abc', true, ...UNICODE],
  choice: ['not an option', ...UNICODE, ...TRAVERSAL, 42, ['A']],
  uuid: ['not-a-uuid', '', 42, '../../x', '00000000-0000-0000-0000-00000000000g'],
  list: ['rows', 42, {}, [null], [1, 2, 3], [[[]]]],
  site: ['', '   ', 'all', 'bart', ' nonsense ', 'BART,MBTA', ['BART'], '../BART', ...UNICODE],
  id: ['', '../../x', '..%2F..%2Fx', '%2e%2e', '20240102', `2024010210000${'1'.repeat(200)}`, ...UNICODE, ...TRAVERSAL],
  geojson: ['x', 42, [], { type: 'Polygon', coordinates: [] }, { type: 'LineString', coordinates: 'x' }, { type: 'LineString', coordinates: [[0, 0]] }],
  cookie: ['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.', '%', 'x'.repeat(8_000)],
};

/** Extra fields sent alongside, as raw JSON members (so `__proto__` really is a key). */
const NOISE = [
  '"__proto__":{"polluted":"yes","admin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"ünïcödé ☃":"🚆","extraField":[1,2,3]',
  '"toString":"x","hasOwnProperty":1',
];

/** One fuzz case, described so that a failure names it. */
export interface FuzzCase {
  describe: string;
  apply(base: RouteRequest): RouteRequest;
}

function describeValue(value: Bad): string {
  if (value === MISSING) return 'missing';
  if (value instanceof Raw) return `raw ${value.text.slice(0, 24)}${value.text.length > 24 ? `... (${value.text.length} chars)` : ''}`;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 30)}... (${json.length} chars)` : json;
}

/** JSON text of `value` with every Raw spliced in and `noise` members added to the top object. */
function toJson(value: unknown, noise: string | null): string {
  const raws: Raw[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v);
      return `\u0000RAW${raws.length - 1}\u0000`;
    }
    return v;
  });
  const spliced = text.replace(/"\\u0000RAW(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)].text);
  return noise && spliced.startsWith('{') ? `{${noise}${spliced.length > 2 ? ',' : ''}${spliced.slice(1)}` : spliced;
}

function setIn(target: unknown, path: readonly (string | number)[], value: Bad): unknown {
  const copy: unknown = structuredClone(target);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

/** Query, path and cookie values are strings: a non-string bad value is sent as its JSON text. */
function asText(value: Bad): string {
  return value instanceof Raw ? value.text : typeof value === 'string' ? value : JSON.stringify(value);
}

function breakField(field: FieldSpec, value: Bad, noise: string | null): FuzzCase {
  return named({
    describe: `${field.in} ${field.path.join('.')} = ${describeValue(value)}${noise ? ` + extra ${noise.slice(0, 30)}` : ''}`,
    apply(base) {
      if (field.in === 'body') return { ...base, body: toJson(setIn(base.body, field.path, value), noise) };
      const name = String(field.path[0]);
      const values = { ...(base[field.in] ?? {}) };
      if (value === MISSING) delete values[name];
      else values[name] = asText(value);
      const body = noise && base.body !== undefined ? toJson(base.body, noise) : base.body;
      return { ...base, body, [field.in]: values };
    },
  });
}

/** Makes fast-check print a case as its description. */
function named(fuzzCase: FuzzCase): FuzzCase {
  return Object.assign(fuzzCase, { [fc.toStringMethod]: () => fuzzCase.describe });
}

const MALFORMED = ['{', '{"a":', '[1,2', "{'single':1}", '{"a":1,}', 'NaN', '\ufeff{}x', '{"a":"\\u12"}', 'undefined', '<xml/>'];
const NON_OBJECTS = ['null', '5', '"text"', '[]', 'true', '[{}]', '-0'];

/** Every case kind the fuzz sends to a route. */
export function fuzzCases(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const noise = fc.option(fc.constantFrom(...NOISE), { freq: 2 });
  const malformed = fc.oneof(fc.constantFrom(...MALFORMED), fc.string({ unit: 'grapheme', minLength: 1 }).filter(isNotJson)).map(
    (text): FuzzCase => named({ describe: `malformed JSON body ${JSON.stringify(text).slice(0, 40)}`, apply: (base) => ({ ...base, body: text }) }),
  );
  const kinds: fc.Arbitrary<FuzzCase>[] = [malformed];
  if (target.objectBody) {
    kinds.push(
      fc.constantFrom(...NON_OBJECTS).map((text): FuzzCase => named({ describe: `body ${text}`, apply: (base) => ({ ...base, body: text }) })),
    );
  }
  for (const field of target.fields) {
    // A cookie travels in a header, which API Gateway caps at 10 KB: no megabyte or nesting there.
    // An optional input left blank (missing, null, '') takes its default: not a case.
    const blank = (value: Bad) => value === MISSING || value === null || value === '';
    const values = [...(field.kind === 'cookie' ? [MISSING, ''] : COMMON), ...BAD_BY_KIND[field.kind]].filter(
      (value) => !(field.optional && blank(value)) && !(target.maxText !== undefined && typeof value === 'string' && value.length > target.maxText),
    );
    const bad = fc.constantFrom(...values);
    kinds.push(fc.tuple(bad, noise).map(([value, extra]) => breakField(field, value, extra)));
  }
  return fc.oneof(...kinds.map((arbitrary) => ({ arbitrary, weight: arbitrary === malformed ? 1 : 3 })));
}

function isNotJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
