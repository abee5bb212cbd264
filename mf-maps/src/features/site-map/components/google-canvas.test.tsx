/**
 * The Google engine's first view, on a stand-in for the Maps API (this machine cannot reach
 * Google): it fits the lines' bounds once and is never closer than the site's zoom, as MapLibre's.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EMPTY_MODEL, type LayerModel } from '../utils/layer-model';
import { GoogleCanvas } from './google-canvas';

interface FakeMap {
  fitBounds: jest.Mock;
  setZoom: jest.Mock;
  getZoom: () => number;
  zoomAfterFit: number;
  idle: (() => void) | null;
}

const fake: FakeMap = {
  fitBounds: jest.fn(),
  setZoom: jest.fn(),
  zoomAfterFit: 10,
  getZoom: () => fake.zoomAfterFit,
  idle: null,
};

jest.mock('@vis.gl/react-google-maps', () => ({
  APILoadingStatus: { LOADED: 'LOADED', FAILED: 'FAILED', AUTH_FAILURE: 'AUTH_FAILURE' },
  APIProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  Map: ({ children }: { children: ReactNode }) => <>{children}</>,
  useApiLoadingStatus: () => 'LOADED',
  useMap: () => fake,
}));

beforeEach(() => {
  fake.fitBounds.mockClear();
  fake.setZoom.mockClear();
  fake.idle = null;
  (globalThis as { google?: unknown }).google = {
    maps: {
      Polyline: class {
        setMap() {}
        addListener() {}
      },
      event: {
        addListenerOnce: (_map: unknown, name: string, listener: () => void) => {
          if (name === 'idle') fake.idle = listener;
          return { remove: () => undefined };
        },
      },
    },
  };
});

const bounds: [[number, number], [number, number]] = [[-117.4, 33.0], [-117.1, 33.3]];
const props = (model: LayerModel = EMPTY_MODEL) => ({
  apiKey: 'k',
  onFail: jest.fn(),
  model,
  centre: [-117.25, 33.15] as [number, number],
  bounds,
  zoom: 10,
  attribution: [],
  site: 'NCTD',
  basemap: null,
  onSelect: jest.fn(),
});

describe('GoogleCanvas first view', () => {
  it('fits the lines and keeps the fitted zoom when the network needs more room than the site zoom gives', () => {
    fake.zoomAfterFit = 8.6;
    render(<GoogleCanvas {...props()} />);
    expect(fake.fitBounds).toHaveBeenCalledWith({ west: -117.4, south: 33.0, east: -117.1, north: 33.3 }, 24);
    fake.idle?.();
    expect(fake.setZoom).not.toHaveBeenCalled();
  });

  it("is held to the site's zoom when a small network would fit closer", () => {
    fake.zoomAfterFit = 12.3;
    render(<GoogleCanvas {...props()} />);
    fake.idle?.();
    expect(fake.setZoom).toHaveBeenCalledWith(10);
  });

  it('fits once: a new layer or a base layer fetched again leaves the view the user has', () => {
    const { rerender } = render(<GoogleCanvas {...props()} />);
    rerender(<GoogleCanvas {...props({ ...EMPTY_MODEL, features: [] })} bounds={[[...bounds[0]], [...bounds[1]]]} />);
    expect(fake.fitBounds).toHaveBeenCalledTimes(1);
  });
});
