/**
 * Serbian company identifiers (issue 9, DESIGN.md "organisation"):
 * - PIB (poreski identifikacioni broj, tax registration number): 9 digits, the last being the
 *   ISO 7064 MOD 11,10 check digit of the first eight;
 * - MB (matični broj, national identification number of a company): 8 digits.
 */

/** ISO 7064 MOD 11,10 check digit (0–9) of a string of decimal digits. */
export function mod11_10CheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError('mod11_10CheckDigit expects decimal digits');
  let product = 10;
  for (const char of digits) {
    let sum = (Number(char) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/** Why `pib` is not a valid PIB, or null when it is. */
export function pibProblem(pib: string): string | null {
  if (!/^[0-9]{9}$/.test(pib)) return 'Tax registration number (PIB) must be 9 digits';
  if (mod11_10CheckDigit(pib.slice(0, 8)) !== Number(pib[8])) {
    return `Tax registration number (PIB) ${pib} fails its check digit (ISO 7064 MOD 11,10: the last digit should be ${mod11_10CheckDigit(pib.slice(0, 8))})`;
  }
  return null;
}

/** A valid PIB from its first eight digits (appends the check digit). */
export function pibFrom(firstEight: string): string {
  return `${firstEight}${mod11_10CheckDigit(firstEight)}`;
}

/** Why `mb` is not a valid MB, or null when it is. */
export function mbProblem(mb: string): string | null {
  return /^[0-9]{8}$/.test(mb) ? null : 'National identification number (MB) must be 8 digits';
}
