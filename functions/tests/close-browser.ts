/**
 * Closes the PDF renderer's Chromium after each test file that launched one
 * (services/report-pdf/render-pdf.ts), so no browser outlives its jest worker's tests.
 */
afterAll(async () => {
  await (globalThis as { __grindlineCloseBrowser?: () => Promise<void> }).__grindlineCloseBrowser?.();
});
