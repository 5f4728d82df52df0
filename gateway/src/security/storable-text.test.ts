import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../messages.js';
import { refusedTextOf } from './storable-text.js';

const fieldErrorsOf = (refusal: ReturnType<typeof refusedTextOf>) =>
  (refusal?.extensions as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;

describe('refusedTextOf', () => {
  it('refuses a literal the api cannot keep, each time the same document is sent', () => {
    const document = parse('mutation { createPost(input: { text: "a\\u0000b" }) { id } }');
    for (let time = 0; time < 2; time += 1) {
      expect(fieldErrorsOf(refusedTextOf(document, undefined, {}))).toEqual({
        input: FIELD_MESSAGES.unsafeText,
      });
    }
  });

  it('reads the variables of every request, though the document was seen before', () => {
    const document = parse(
      'mutation ($text: String!) { createPost(input: { text: $text }) { id } }',
    );
    expect(refusedTextOf(document, undefined, { text: 'fine' })).toBeNull();
    expect(fieldErrorsOf(refusedTextOf(document, undefined, { text: 'a\u0000b' }))).toEqual({
      text: FIELD_MESSAGES.unsafeText,
    });
    expect(refusedTextOf(document, undefined, { text: 'fine again' })).toBeNull();
  });
});
