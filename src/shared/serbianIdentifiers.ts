/**
 * Serbian company identifiers, one rule for the browser and the API (which words the problems
 * as its messages: server/domain/serbian-identifiers.ts):
 * - PIB (poreski identifikacioni broj, tax registration number): 9 digits, the last being the
 *   ISO 7064 MOD 11,10 check digit of the first eight;
 * - MB (matični broj, national identification number of a company): 8 digits.
 * The problems are named, not worded: screens translate them.
 */

/** What is wrong with a PIB. */
export type PibProblem = 'format' | 'checkDigit';

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

/** Why `pib` is not a valid PIB (`format`: not 9 digits; `checkDigit`: its last digit is wrong), or null when it is. */
export function pibProblem(pib: string): PibProblem | null {
  if (!/^[0-9]{9}$/.test(pib)) return 'format';
  return mod11_10CheckDigit(pib.slice(0, 8)) === Number(pib[8]) ? null : 'checkDigit';
}

/** Whether `pib` is a valid PIB. */
export function isValidPib(pib: string): boolean {
  return pibProblem(pib) === null;
}

/** Whether `mb` is a valid MB (8 digits). */
export function isValidMb(mb: string): boolean {
  return /^[0-9]{8}$/.test(mb);
}
