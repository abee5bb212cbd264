import { timingMark } from './timing-mark';

describe('timingMark', () => {
  it('puts the mark on the performance timeline', () => {
    const mark = jest.fn();
    const original = performance.mark;
    performance.mark = mark as unknown as typeof performance.mark;
    timingMark('gl-map:test');
    performance.mark = original;
    expect(mark).toHaveBeenCalledWith('gl-map:test');
  });

  it('does nothing where the timeline has no marks', () => {
    const original = performance.mark;
    (performance as { mark?: unknown }).mark = undefined;
    expect(() => timingMark('gl-map:test')).not.toThrow();
    performance.mark = original;
  });
});
