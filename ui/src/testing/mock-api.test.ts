/** The contract-checked doubles: JSON answers, raw bytes of a media answer, a network failure, a delayed answer. */
import { mapImageRoute, referenceTrackListRoute } from '@grindline/domain';
import { getMapImage } from '../map-image';
import { delayed, mockApi, NETWORK_FAILURE, onRoute } from './mock-api';

const tracks = { site: 'BART', referenceLabel: 'Mile Post', lengthUnit: 'feet' as const, dbMultiplier: 10, tenthChain: false, lines: [] };

describe('mockApi', () => {
  it('answers a route with its contract-checked JSON body and hands the double the call', async () => {
    const answer = jest.fn(() => ({ body: tracks }));
    const fetchMock = mockApi(onRoute(referenceTrackListRoute, answer));
    const response = await fetch('/api/reference/tracks?site=BART');
    expect(await response.json()).toEqual(tracks);
    expect(answer).toHaveBeenCalledWith({ params: {}, query: { site: 'BART' }, body: undefined });
    expect(fetchMock.unmatched).toEqual([]);
  });

  it('refuses a JSON answer that breaks the contract', async () => {
    mockApi(onRoute(referenceTrackListRoute, { body: { site: 'BART', referenceLabel: 'Mile Post', lengthUnit: 'feet', dbMultiplier: 10, tenthChain: false } as never }));
    await expect(fetch('/api/reference/tracks?site=BART')).rejects.toThrow(/breaks its contract at lines/);
  });

  it('answers raw bytes for a media answer, read as the map image reads them (arrayBuffer)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    mockApi(onRoute(mapImageRoute, { bytes: png, contentType: 'image/png' }));
    const image = await getMapImage({ site: 'BART', line: 'A' });
    expect(image.src).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);
  });

  it('refuses bytes for a status whose contract answer is JSON', async () => {
    mockApi(onRoute(referenceTrackListRoute, { bytes: new Uint8Array([1]), contentType: 'image/png' } as never));
    await expect(fetch('/api/reference/tracks?site=BART')).rejects.toThrow(/not a media body/);
  });

  it('fails the call as the network does when asked for a network failure', async () => {
    mockApi(onRoute(referenceTrackListRoute, NETWORK_FAILURE));
    await expect(fetch('/api/reference/tracks?site=BART')).rejects.toThrow(TypeError);
  });

  it('answers after the given delay', async () => {
    jest.useFakeTimers();
    try {
      mockApi(onRoute(referenceTrackListRoute, delayed({ body: tracks }, 500)));
      let settled = false;
      const pending = fetch('/api/reference/tracks?site=BART').then((r) => {
        settled = true;
        return r.json();
      });
      await jest.advanceTimersByTimeAsync(499);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual(tracks);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers 404 to a call no double matches and lists it', async () => {
    const fetchMock = mockApi(onRoute(referenceTrackListRoute, { body: tracks }));
    expect((await fetch('/api/maps/base?site=BART')).status).toBe(404);
    expect(fetchMock.unmatched).toEqual(['GET /api/maps/base?site=BART']);
  });
});
