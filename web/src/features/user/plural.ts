/** The three label forms of SPEC section 9: for 1, for under 10, and for the rest. */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(count: number, [one, few, many]: PluralForms): string {
  if (count === 1) return one;
  if (count < 10) return few;
  return many;
}

/** '1 follower', '5 followers', '12 posts'. */
export function countLabel(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}
