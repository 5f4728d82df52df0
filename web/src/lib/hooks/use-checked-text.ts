import { useState } from 'react';

/**
 * One text typed by hand and checked on submit (SPEC section 5): a failed check shows `invalid`,
 * and after that the message stays only while the text still fails.
 */
export function useCheckedText<Value>(parse: (text: string) => Value | null, invalid: string) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = (next: string) => {
    setText(next);
    if (error && parse(next) !== null) setError(undefined);
  };

  /** The parsed text, or null once the message is shown. */
  const check = (): Value | null => {
    const value = parse(text);
    if (value === null) setError(invalid);
    return value;
  };

  return { text, setText, error, change, check };
}
