/**
 * Closes the PDF renderer's Chromium after each test file that launched one
 * (services/report-pdf/render-pdf.ts), so no browser outlives its jest worker's tests.
 */
afterAll(async () => {
  const closers = (globalThis as { __grindlineCloseBrowsers?: Set<() => Promise<void>> }).__grindlineCloseBrowsers;
  await Promise.all([...(closers ?? [])].map((close) => close()));
});
