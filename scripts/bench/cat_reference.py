"""numpy reference of the EN 15610 roughness processing in functions/src/cat/roughness.ts.

The same algorithm step by step (curvature spike removal, quadratic detrend per Hann segment with
50% overlap, Welch PSD, fractional-octave band integration, FFT band-pass 30-100 mm, 1 m block
RMS, CQI quantiles), so `npm run bench` can time the TypeScript against it on the same machine
and check that both give the same levels.

Usage: python3 cat_reference.py <samples.f64> <sampling_distance_mm> <repeats>
Prints one JSON line: {"ms": [..], "oct3": [..], "oct24": [..], "rms": [..], "cqi": {..}}.
"""
import json
import sys
import time

import numpy as np

SPIKE_SIGMAS = 8
SEGMENT_MIN_M = 16
BLOCK_M = 1.0


def series(per_decade, from_cm, to_cm):
    half = 1 / (2 * per_decade)
    n_from = round(np.log10(from_cm) * per_decade)
    n_to = round(np.log10(to_cm) * per_decade)
    n = np.arange(n_to, n_from - 1, -1)
    centre = 10.0 ** (n / per_decade)
    return 100 / (centre * 10 ** half), 100 / (centre * 10 ** -half)


def remove_spikes(x):
    curv = np.abs(x[:-2] - 2 * x[1:-1] + x[2:])
    sigma = 1.4826 * np.partition(curv, (len(curv) - 1) // 2)[(len(curv) - 1) // 2]
    if sigma <= 0:
        return 0
    hits = np.nonzero(curv > SPIKE_SIGMAS * sigma)[0] + 1
    if len(hits) == 0:
        return 0
    marked = np.zeros(len(x), dtype=bool)
    marked[hits - 1] = True
    marked[hits] = True
    marked[hits + 1] = True
    good = np.nonzero(~marked)[0]
    bad = np.nonzero(marked)[0]
    x[bad] = np.interp(bad, good, x[good])
    return int(marked.sum())


def quadratic_basis(n):
    t = 2 * np.arange(n) / (n - 1) - 1
    q, _ = np.linalg.qr(np.stack([np.ones(n), t, t * t], axis=1))
    return q


def remove_quadratic(seg, basis):
    return seg - basis @ (basis.T @ seg)


def welch(x, dx_m):
    wanted = 2 ** int(np.ceil(np.log2(np.ceil(SEGMENT_MIN_M / dx_m))))
    n_seg = max(256, min(wanted, 2 ** int(np.floor(np.log2(len(x))))))
    hop = n_seg // 2
    count = (len(x) - n_seg) // hop + 1
    window = 0.5 * (1 - np.cos(2 * np.pi * np.arange(n_seg) / n_seg))
    basis = quadratic_basis(n_seg)
    idx = np.arange(count)[:, None] * hop + np.arange(n_seg)[None, :]
    segs = x[idx]
    segs = segs - (segs @ basis) @ basis.T
    spec = np.fft.rfft(segs * window, axis=1)
    acc = (spec.real ** 2 + spec.imag ** 2).sum(axis=0)
    fs = 1 / dx_m
    psd = 2 * acc / (count * fs * (window ** 2).sum())
    psd[0] /= 2
    psd[-1] /= 2
    return psd, fs / n_seg


def band_levels(psd, dk, k_low, k_high):
    edges_lo = (np.arange(len(psd)) - 0.5) * dk
    edges_hi = edges_lo + dk
    out = []
    for lo, hi in zip(k_low, k_high):
        overlap = np.clip(np.minimum(hi, edges_hi) - np.maximum(lo, edges_lo), 0, None)
        out.append(10 * np.log10(max((psd * overlap).sum(), 1e-12)))
    return np.array(out)


def block_rms(x, dx_m):
    n = len(x)
    m = 2 ** int(np.ceil(np.log2(n)))
    detrended = remove_quadratic(x, quadratic_basis(n))
    spec = np.fft.rfft(detrended, m)
    k = np.arange(len(spec)) / (dx_m * m)
    spec[(k < 1000 / 100) | (k > 1000 / 30)] = 0
    band = np.fft.irfft(spec, m)[:n]
    per_block = round(BLOCK_M / dx_m)
    blocks = n // per_block + (1 if n % per_block >= per_block / 2 else 0)
    out = np.empty(blocks)
    for b in range(blocks):
        chunk = band[b * per_block:min(n, (b + 1) * per_block)]
        out[b] = np.sqrt(np.mean(chunk * chunk))
    return out


def process(samples, dx_mm):
    dx_m = dx_mm / 1000
    x = samples.copy()
    remove_spikes(x)
    psd, dk = welch(x, dx_m)
    oct3 = band_levels(psd, dk, *series(10, 0.315, 40))
    oct24 = band_levels(psd, dk, *series(80, 0.315, 40))
    rms = block_rms(x, dx_m)
    cqi = {str(int(q * 100)): float(np.quantile(rms, q)) for q in (0.65, 0.75, 0.85, 0.95)}
    return oct3, oct24, 20 * np.log10(np.maximum(rms, 1e-6)), cqi


def main():
    samples = np.fromfile(sys.argv[1], dtype='<f8')
    dx_mm = float(sys.argv[2])
    repeats = int(sys.argv[3])
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        result = process(samples, dx_mm)
        times.append((time.perf_counter() - started) * 1000)
    oct3, oct24, rms, cqi = result
    print(json.dumps({"ms": times, "oct3": oct3.round(2).tolist(), "oct24": oct24.round(2).tolist(), "rms": rms.round(2).tolist(), "cqi": cqi}))


if __name__ == "__main__":
    main()
