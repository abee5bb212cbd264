/**
 * Generated lines: no stored source had usable geometry for these agencies, so each line is a
 * seeded polyline (reference/generated-line.ts) through its real terminals and a few real via
 * points ([lat, lng], rounded public station positions). Chain ranges are the generated length in
 * the customer's database units.
 */
import type { LatLng, LineSource } from './catalogue-types';

const g = (line: string, maxChain: number, ...anchors: LatLng[]): LineSource => ({
  line,
  minChain: 0,
  maxChain,
  source: { kind: 'generated', anchors },
});

export const GENERATED_SOURCES: Readonly<Record<string, readonly LineSource[]>> = {
  VTA: [
    g('Blue Line', 1485, [37.4089, -121.9406], [37.3628, -121.9048], [37.3353, -121.8894], [37.2885, -121.8583], [37.236, -121.7885]),
    g('Green Line', 1280, [37.404, -121.975], [37.3628, -121.9048], [37.3353, -121.8894], [37.3228, -121.9156], [37.2702, -121.9543]),
    g('Orange Line', 1315, [37.3945, -122.0771], [37.4116, -122.0097], [37.4089, -121.9406], [37.3887, -121.8857], [37.3725, -121.8527]),
  ],
};
