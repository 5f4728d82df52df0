// Phone masks (SPEC section 5): '+44 #### ######' has the calling code as fixed digits and '#'
// for each digit to type; a phone is valid when its digits fill the mask exactly.

const SLOT = '#';

/** The digits of what was typed or pasted ('+44 (7700) 900-123' -> '447700900123'). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** '+44 7400 123456' (an example number formatted internationally) -> '+44 #### ######'. */
export function maskFromExample(phoneCode: string, international: string): string {
  const prefix = `+${phoneCode}`;
  const rest = international.startsWith(prefix) ? international.slice(prefix.length) : '';
  return prefix + rest.replace(/\d/g, SLOT);
}

/** How many digits a full number has, the calling code included. */
export function maskLength(mask: string): number {
  return digitsOf(mask.replaceAll(SLOT, '0')).length;
}

/**
 * Lays `digits` (calling code first) into the mask as far as they go: '4477' in
 * '+44 #### ######' gives '+44 77'. Separators appear only between typed digits, so deleting
 * works naturally; digits beyond the mask are dropped.
 */
export function formatPhone(mask: string, digits: string): string {
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === SLOT || /\d/.test(char)) {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** True when the digits fill the mask exactly and start with its calling code. */
export function matchesMask(mask: string, digits: string): boolean {
  return digits.length === maskLength(mask) && digits.startsWith(digitsOf(mask));
}
