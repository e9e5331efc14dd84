// The recorded ECB documents of ../shared/samples/ecb (SOURCES.md §10), read by the FX tests.
import { existsSync, readFileSync } from 'node:fs';

const ECB_SAMPLES = new URL('../../../../../../shared/samples/ecb/', import.meta.url);

export const hasEcbSamples = existsSync(new URL('eurofxref-daily.xml', ECB_SAMPLES));

export function readEcbSample(name: 'eurofxref-daily.xml' | 'eurofxref-hist-90d.xml'): string {
  return readFileSync(new URL(name, ECB_SAMPLES), 'utf8');
}
