import { satisfiesRange } from './kit-range';

describe('satisfiesRange (a remote’s declared kit range against the shell’s kit)', () => {
  it.each([
    ['1.1.0', '^1.1.0', true],
    ['1.4.2', '^1.1.0', true],
    ['1.0.9', '^1.1.0', false],
    ['2.0.0', '^1.1.0', false],
    ['1.1.0', '^2.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.1.5', '~1.1.0', true],
    ['1.2.0', '~1.1.0', false],
    ['1.1.0', '1.1.0', true],
    ['1.1.1', '1.1.0', false],
    ['1.5.0', '>=1.1.0 <2.0.0', true],
    ['2.0.0', '>=1.1.0 <2.0.0', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['1.1.0', '*', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('never admits what it cannot read', () => {
    expect(satisfiesRange('1.1.0', '')).toBe(false);
    expect(satisfiesRange('1.1.0', 'latest')).toBe(false);
    expect(satisfiesRange('1.1.0', '^1.x')).toBe(false);
    expect(satisfiesRange('one', '^1.0.0')).toBe(false);
    expect(satisfiesRange('1.1.0', 42 as unknown as string)).toBe(false);
  });
});
