import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name.js';

const id = '0123456789abcdef01234567';

describe('displayNameOf', () => {
  it('joins the names that are there', () => {
    expect(displayNameOf({ id, firstName: 'Olivia', secondName: 'Smith' })).toBe('Olivia Smith');
    expect(displayNameOf({ id, firstName: 'Olivia', secondName: null })).toBe('Olivia');
    expect(displayNameOf({ id, firstName: null, secondName: 'Smith' })).toBe('Smith');
  });

  it("is 'User' plus the id when both names are empty", () => {
    expect(displayNameOf({ id, firstName: null, secondName: null })).toBe(`User ${id}`);
    expect(displayNameOf({ id, firstName: '  ', secondName: '' })).toBe(`User ${id}`);
  });
});
