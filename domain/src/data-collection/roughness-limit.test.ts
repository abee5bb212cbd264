import { ROUGHNESS_LIMIT_ISO_3095, ROUGHNESS_LIMIT_SOURCE } from './roughness-limit';

describe('the ISO 3095:2013 rail roughness limit', () => {
  it('holds the 22 one-third octave bands of 40 cm to 0.315 cm, each a nominal centre 10^(-1/10) of the one before', () => {
    const wavelengths = ROUGHNESS_LIMIT_ISO_3095.map(([w]) => w);
    expect(wavelengths).toHaveLength(22);
    expect(wavelengths[0]).toBe(40);
    expect(wavelengths[21]).toBe(0.315);
    wavelengths.slice(1).forEach((w, i) => expect(Math.abs(Math.log10(wavelengths[i] / w) - 0.1)).toBeLessThan(0.01));
  });

  it('is the published curve: 2 dB per band from 17.1 dB at 40 cm to -3.2 at 4 cm, then 0.6 dB per band to -11.0 at 0.315 cm', () => {
    const levels = new Map(ROUGHNESS_LIMIT_ISO_3095);
    expect([40, 31.5, 10, 5, 4, 3.15, 1, 0.315].map((w) => levels.get(w))).toEqual([17.1, 15.0, 4.9, -1.1, -3.2, -5.0, -8.0, -11.0]);
    const tail = ROUGHNESS_LIMIT_ISO_3095.filter(([w]) => w <= 3.15).map(([, l]) => l);
    tail.slice(1).forEach((l, i) => expect(tail[i] - l).toBeCloseTo(0.6, 6));
  });

  it('names its source in the chart legend', () => {
    expect(ROUGHNESS_LIMIT_SOURCE).toMatch(/^ISO 3095:2013 .*Figure 2/);
  });
});
