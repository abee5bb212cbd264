import { delayText } from './review-view';

describe('delayText (the standard form review)', () => {
  it('gives a delay in minutes with its reason when one was written', () => {
    expect(delayText('15', 'Late track release')).toBe('15 min: Late track release');
    expect(delayText('0', '')).toBe('0 min');
    expect(delayText(20, undefined)).toBe('20 min');
  });

  it('leaves a delay without minutes out', () => {
    expect(delayText('', 'no minutes')).toBe('');
  });
});
