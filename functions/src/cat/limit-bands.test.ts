import { ROUGHNESS_LIMIT_ISO_3095 } from '@grindline/domain';
import { THIRD_OCTAVE_BANDS } from './bands';

it('the ISO 3095 limit is given at exactly the 1/3-octave bands the processing outputs, so the chart compares like with like', () => {
  expect(ROUGHNESS_LIMIT_ISO_3095.map(([w]) => w)).toEqual(THIRD_OCTAVE_BANDS.map((b) => b.label));
});
