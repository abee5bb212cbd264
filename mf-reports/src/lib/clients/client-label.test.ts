import { browserLabel, clientLabel } from './client-label';

describe('browserLabel', () => {
  it('names the browser, its major version and the system', () => {
    expect(browserLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.8078.108 Safari/537.36')).toBe('Headless Chrome 156 on Linux');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86')).toBe('Edge 131 on Windows');
    expect(browserLabel('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari 17 on iPad');
    expect(browserLabel('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe('Chrome 130 on Android');
    expect(browserLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128 on macOS');
  });

  it('keeps a client it does not recognise as it is', () => {
    expect(browserLabel('system')).toBe('system');
    expect(browserLabel('Tablet')).toBe('Tablet');
  });
});

describe('clientLabel', () => {
  it('puts the browser before the address, and says what is unknown', () => {
    expect(clientLabel('10.0.0.9', 'Tablet')).toBe('Tablet, 10.0.0.9');
    expect(clientLabel('', '')).toBe('unknown client, unknown address');
    expect(clientLabel('', 'system')).toBe('system');
  });
});
