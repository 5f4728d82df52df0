/** A code of the same four digits that is not `code`: the wrong code a person might type. */
export const wrongCodeOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
