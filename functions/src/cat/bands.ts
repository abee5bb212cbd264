/**
 * Fractional-octave wavelength bands of the roughness spectra (docs/cat-processing.md).
 * Centres are the base-10 preferred series of EN 61260 / ISO 266 expressed as wavelengths:
 * 1/3 octave λc = 10^(n/10) cm, 1/24 octave λc = 10^(n/80) cm; the band edges lie half a band
 * either side on the log axis. Both series cover 0.315 cm to 40 cm (EN 15610 asks at least that).
 */

/** One band: centre and edges in wavelength (cm) and the edges in wavenumber (cycles per metre). */
export interface Band {
  /** Centre wavelength, cm. */
  centreCm: number;
  /** Nominal label of the centre, cm: the R10 preferred number for 1/3 octave, else 3 significant figures. */
  label: number;
  /** Lower and upper wavenumber edges, 1/m (the long wavelength edge is kLow). */
  kLow: number;
  kHigh: number;
}

const round3 = (x: number) => Number(x.toPrecision(3));
/** The R10 preferred numbers: the nominal 1/3-octave centres within one decade. */
const R10 = [1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8];
const nominal = (n: number, perDecade: number, centre: number) =>
  perDecade === 10 ? Number((R10[((n % 10) + 10) % 10] * 10 ** Math.floor(n / 10)).toPrecision(3)) : round3(centre);

function series(perDecade: number, fromCm: number, toCm: number): Band[] {
  const half = 1 / (2 * perDecade);
  const bands: Band[] = [];
  const nFrom = Math.round(Math.log10(fromCm) * perDecade);
  const nTo = Math.round(Math.log10(toCm) * perDecade);
  // Longest wavelength first: the charts read left to right from long to short wavelengths.
  for (let n = nTo; n >= nFrom; n--) {
    const centreCm = 10 ** (n / perDecade);
    const longCm = centreCm * 10 ** half;
    const shortCm = centreCm * 10 ** -half;
    bands.push({ centreCm, label: nominal(n, perDecade, centreCm), kLow: 100 / longCm, kHigh: 100 / shortCm });
  }
  return bands;
}

/** The 22 one-third-octave bands from 40 cm down to 0.315 cm. */
export const THIRD_OCTAVE_BANDS: readonly Band[] = series(10, 0.315, 40);
/** The 169 one-twenty-fourth-octave bands from 40 cm down to 0.315 cm. */
export const TWENTY_FOURTH_OCTAVE_BANDS: readonly Band[] = series(80, 0.315, 40);

/** The corrugation band of the block RMS and the CQI: wavelengths 30 mm to 100 mm. */
export const CORRUGATION_BAND = { shortMm: 30, longMm: 100 } as const;
