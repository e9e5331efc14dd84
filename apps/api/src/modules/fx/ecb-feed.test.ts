import { describe, expect, it } from 'vitest';
import { FeedFormatError, parseEcbXml } from './ecb-feed.ts';
import { hasEcbSamples, readEcbSample } from './ecb-samples.ts';
import { parseSecondaryRates } from './secondary-feed.ts';

describe.skipIf(!hasEcbSamples)('parseEcbXml on the recorded ECB documents (../shared/samples/ecb)', () => {
  it('reads the daily document: one day, 30 currencies, single-quoted attributes', () => {
    const rates = parseEcbXml(readEcbSample('eurofxref-daily.xml'));
    expect(rates).toHaveLength(30);
    expect(new Set(rates.map((rate) => rate.rateDate))).toEqual(new Set(['2025-04-03']));
    expect(rates.find((rate) => rate.currency === 'USD')).toEqual({
      rateDate: '2025-04-03',
      currency: 'USD',
      ratePerEur: '1.1097',
      source: 'ecb',
    });
    expect(rates.find((rate) => rate.currency === 'IDR')?.ratePerEur).toBe('18547.91');
  });

  it('reads the 90-day history: 65 business days from 2025-01-06 to 2025-04-04, rates kept as written', () => {
    const rates = parseEcbXml(readEcbSample('eurofxref-hist-90d.xml'));
    const days = [...new Set(rates.map((rate) => rate.rateDate))].sort();
    expect(days).toHaveLength(65);
    expect([days[0], days.at(-1)]).toEqual(['2025-01-06', '2025-04-04']);
    expect(rates).toHaveLength(65 * 30);
    expect(rates.find((rate) => rate.rateDate === '2025-04-04' && rate.currency === 'HUF')?.ratePerEur).toBe('405.7');
    expect(days).not.toContain('2025-01-11');
  });
});

describe('parseEcbXml refuses what is not the ECB format', () => {
  const doc = (cubes: string) => `<?xml version="1.0"?><gesmes:Envelope><Cube>${cubes}</Cube></gesmes:Envelope>`;

  it.each([
    ['a bad date', doc(`<Cube time='2025-02-30'><Cube currency='USD' rate='1.1'/></Cube>`), 'no valid time'],
    ['a negative rate', doc(`<Cube time='2025-02-03'><Cube currency='USD' rate='-1.1'/></Cube>`), 'Invalid USD rate'],
    ['a zero rate', doc(`<Cube time='2025-02-03'><Cube currency='USD' rate='0'/></Cube>`), 'Invalid USD rate'],
    ['a lowercase code', doc(`<Cube time='2025-02-03'><Cube currency='usd' rate='1.1'/></Cube>`), 'Invalid currency'],
    [
      'a currency twice',
      doc(`<Cube time='2025-02-03'><Cube currency='USD' rate='1'/><Cube currency='USD' rate='2'/></Cube>`),
      'twice',
    ],
    [
      'a truncated document',
      `<gesmes:Envelope><Cube><Cube time='2025-02-03'><Cube currency='USD' rate='1.1'/>`,
      'truncated',
    ],
    ['no rates', doc(''), 'no rates'],
    ['an HTML error page', '<html><body>Service unavailable</body></html>', 'no rates'],
    ['broken markup', doc(`<Cube time='2025-02-03'><Cube currency='USD' rate=1.1/></Cube>`), 'Unreadable markup'],
  ])('%s', (_name, xml, message) => {
    expect(() => parseEcbXml(xml)).toThrow(FeedFormatError);
    expect(() => parseEcbXml(xml)).toThrow(message);
  });
});

describe('parseSecondaryRates', () => {
  const wanted = new Set(['AED', 'EGP', 'SAR', 'VND', 'HRK']);

  it('keeps only the wanted currencies of a EUR-based document', () => {
    const body = { date: '2025-04-03', base: 'EUR', rates: { AED: 4.0755, USD: 1.1097, EGP: '56.1', VND: 28734 } };
    expect(parseSecondaryRates(body, 'openexchangerates', wanted)).toEqual([
      { rateDate: '2025-04-03', currency: 'AED', ratePerEur: '4.0755', source: 'openexchangerates' },
      { rateDate: '2025-04-03', currency: 'EGP', ratePerEur: '56.1', source: 'openexchangerates' },
      { rateDate: '2025-04-03', currency: 'VND', ratePerEur: '28734', source: 'openexchangerates' },
    ]);
  });

  it('rebases a USD-based document through its EUR quote, exactly to 10 places', () => {
    // SAR per EUR = 3.75 / 0.9 = 4.1666666666...; AED = 3.6725 / 0.9 = 4.0805555555...
    const body = { date: '2025-04-03', base: 'USD', rates: { EUR: '0.9', SAR: '3.75', AED: 3.6725 } };
    const rates = parseSecondaryRates(body, 'usd-provider', wanted);
    expect(rates.map((rate) => [rate.currency, rate.ratePerEur])).toEqual([
      ['AED', '4.0805555556'],
      ['SAR', '4.1666666667'],
    ]);
  });

  it('refuses a document without a usable shape or EUR quote', () => {
    expect(() => parseSecondaryRates({ base: 'USD', rates: {} }, 'x', wanted)).toThrow('date must be YYYY-MM-DD');
    expect(() => parseSecondaryRates({ date: '2025-04-03', base: 'USD', rates: { SAR: 3.75 } }, 'x', wanted)).toThrow(
      'no EUR rate',
    );
    expect(() => parseSecondaryRates({ date: '2025-04-03', base: 'EUR', rates: { SAR: 'abc' } }, 'x', wanted)).toThrow(
      'Invalid SAR rate',
    );
  });
});
