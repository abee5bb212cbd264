import { readFileText } from './read-file-text';

describe('readFileText', () => {
  it('reads a file as UTF-8 text', async () => {
    await expect(readFileText(new File(['{"type":"LineString"} – ok'], 'a.geojson'))).resolves.toBe('{"type":"LineString"} – ok');
    await expect(readFileText(new File([], 'empty.geojson'))).resolves.toBe('');
  });
});
