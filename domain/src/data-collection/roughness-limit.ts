/**
 * The reference limit curve drawn on the 1/3-octave roughness chart: the rail roughness limit
 * spectrum of ISO 3095:2013 (Table 3), which the EU noise TSI (Regulation (EU) No 1304/2014,
 * reference track) adopts. Levels in dB re 1 µm per 1/3-octave band, keyed by nominal centre
 * wavelength in cm. Transcribed from the standard's table: check it against your copy of the
 * standard before quoting it in a contract.
 */
export const ROUGHNESS_LIMIT_SOURCE = 'ISO 3095:2013 rail roughness limit (EU noise TSI 1304/2014)';

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
