import { LABEL_HALO_WIDTH, LABEL_LAYER_IDS, labelHaloWidth, labelLayers } from './label-style';

describe('label style', () => {
  it('draws every text label with the still halo, and none while the map moves', () => {
    const texts = labelLayers().filter((l) => l.type === 'symbol');
    expect(texts.map((l) => l.id)).toEqual([...LABEL_LAYER_IDS]);
    for (const layer of texts) expect((layer.paint as Record<string, unknown>)['text-halo-width']).toBe(labelHaloWidth(false));
    expect(labelHaloWidth(false)).toBe(LABEL_HALO_WIDTH);
    expect(LABEL_HALO_WIDTH).toBeGreaterThan(0);
    expect(labelHaloWidth(true)).toBe(0);
  });

  it('puts the labels above the track layers in the order MapLibre places them: ticks, stations, line names last', () => {
    const ids = labelLayers().map((l) => l.id);
    expect(ids.indexOf('label-tick')).toBeLessThan(ids.indexOf('label-station'));
    expect(ids.indexOf('label-station')).toBeLessThan(ids.indexOf('label-line'));
  });
});
