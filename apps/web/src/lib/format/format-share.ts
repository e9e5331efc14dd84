const percentFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A share from 0 to 1 as a percentage with at most one decimal: 0.8765 → '87.7 %'. */
export function formatShare(share: number): string {
  // 0.8765 * 100 is 87.64999… in binary floating point; trimming the noise first rounds as written.
  const percent = Number((share * 100).toFixed(8));
  return `${percentFormatter.format(percent)} %`;
}
