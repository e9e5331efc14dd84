// A flag drawn from the country code as the two regional-indicator letters of Unicode, so no image
// is shipped; where a system shows the letters instead of a flag, the code still reads.

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'DE' → 'Germany'; the code itself when unknown. */
export function countryName(countryCode: string): string {
  try {
    return regionNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** 'DE' → '🇩🇪'; null for anything that is not two letters. */
export function flagEmoji(countryCode: string): string | null {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** The country's flag with its name as the accessible text (and the hover text). */
export function CountryFlag({ countryCode }: { countryCode: string }) {
  const flag = flagEmoji(countryCode);
  if (!flag) return null;
  const name = countryName(countryCode.trim().toUpperCase());
  return (
    <span role="img" aria-label={name} title={name}>
      {flag}
    </span>
  );
}
