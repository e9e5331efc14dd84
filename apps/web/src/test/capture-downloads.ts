import { vi } from 'vitest';

// Files the page hands to the browser as blob: URLs (table exports). jsdom has neither object
// URLs nor downloads, so both are stood in for and each file is kept for the test to read.

export interface CapturedDownload {
  fileName: string;
  blob: Blob;
}

export function captureDownloads() {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      next += 1;
      const url = `blob:test/${next}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return {
    downloads,
    restore: () => {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    },
  };
}

/** Blob text without the byte-order mark a CSV starts with. */
export async function blobText(blob: Blob): Promise<string> {
  const text = new TextDecoder().decode(await blob.arrayBuffer());
  return text.replace(/^\uFEFF/, '');
}
