/**
 * Who wrote a version or an audited change, as a reader wants it: 'Chrome 156 on Linux' rather than
 * 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156...'.
 * The full user agent stays in the CSV and in the element's title; this is for the screen only.
 */

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPad/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 156 on Linux' from a user agent; the text itself when it names no browser we know. */
export function browserLabel(userAgent: string): string {
  const ua = userAgent.trim();
  const browser = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m !== null);
  if (!browser) return ua;
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const named = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${named} on ${system}` : named;
}

/** 'Chrome 156 on Linux, 10.0.0.9', or what is known of it; 'system' for the product's own writes. */
export function clientLabel(sourceIp: string, userAgent: string): string {
  // A write outside any request (the seed, a schedule) is recorded as the 'system' client.
  if (userAgent.trim() === 'system' && !sourceIp.trim()) return 'system';
  const parts = [userAgent.trim() ? browserLabel(userAgent) : 'unknown client', sourceIp.trim() || 'unknown address'];
  return parts.join(', ');
}
