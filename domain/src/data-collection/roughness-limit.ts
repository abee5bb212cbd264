/**
 * The reference limit curve drawn on the 1/3-octave roughness chart: the upper limit of the
 * one-third octave band rail roughness of ISO 3095:2013 (Figure 2, the reference track of the
 * pass-by test), in dB re 1 µm, keyed by nominal centre wavelength in cm.
 *
 * Checked (docs/cat-processing.md 'The limit curve') against two independent printings, through
 * open-source transcriptions, since the standards themselves are sold and no copy was at hand:
 * - Commission Directive (EU) 2015/996 (CNOSSOS-EU), Appendix G, Table G-1, rail roughness column
 *   'EN ISO 3095:2013 (Well maintained and very smooth)' (OJ L 168, 1.7.2015; re-titled Lr,TR,i by
 *   the corrigendum OJ L 5, 10.1.2018), 200 cm to 0.08 cm, as Université Gustave Eiffel's
 *   NoiseModelling carries it (noisemodelling-emission/.../railway/RailwayCnossosEU_2020.json,
 *   RailRoughness 3 'EN ISO 3095 2013'): its 40 cm to 0.315 cm entries are the 22 values below.
 * - ISO 3095:2013 Figure 2 and EN 15610:2009 Annex B.9.2 (the same curve listed as the '2007 TSI
 *   limit'), as the phonometry project (jmrplens/phonometry) transcribes them from the printed
 *   pages: the same 22 values.
 */
export const ROUGHNESS_LIMIT_SOURCE = 'ISO 3095:2013 rail roughness limit (Figure 2; CNOSSOS-EU Table G-1)';

/** [wavelength cm, limit dB re 1 µm], longest wavelength first, 40 cm to 0.315 cm. */
export const ROUGHNESS_LIMIT_ISO_3095: ReadonlyArray<readonly [number, number]> = [
  [40, 17.1],
  [31.5, 15.0],
  [25, 13.0],
  [20, 11.0],
  [16, 9.0],
  [12.5, 7.0],
  [10, 4.9],
  [8, 2.9],
  [6.3, 0.9],
  [5, -1.1],
  [4, -3.2],
  [3.15, -5.0],
  [2.5, -5.6],
  [2, -6.2],
  [1.6, -6.8],
  [1.25, -7.4],
  [1, -8.0],
  [0.8, -8.6],
  [0.63, -9.2],
  [0.5, -9.8],
  [0.4, -10.4],
  [0.315, -11.0],
];
