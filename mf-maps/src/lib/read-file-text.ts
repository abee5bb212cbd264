/**
 * The text of a file the user chose, read in the browser as UTF-8. FileReader rather than
 * Blob.text(): the same code runs in older tablet browsers and in jsdom.
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
