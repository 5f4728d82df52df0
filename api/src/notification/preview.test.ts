import { describe, expect, it } from 'vitest';
import { notificationPreview } from './preview.js';

describe('notificationPreview (SPEC: first 3 words, 60 characters, ellipsis when shortened)', () => {
  it('keeps a text of up to 3 words as it is', () => {
    expect(notificationPreview('Lovely terrace')).toBe('Lovely terrace');
    expect(notificationPreview('  Lovely   terrace,\n really ')).toBe('Lovely terrace, really');
  });

  it('keeps the first 3 words and adds an ellipsis when there are more', () => {
    expect(notificationPreview('The best pasta in town')).toBe('The best pasta…');
  });

  it('cuts words longer than 60 characters together and adds an ellipsis', () => {
    const long = 'a'.repeat(50);
    const preview = notificationPreview(`${long} ${long}`);
    expect(preview).toBe(`${long} ${'a'.repeat(9)}…`);
    expect(Array.from(preview ?? '').length).toBe(61);
  });

  it('keeps exactly 60 characters without an ellipsis', () => {
    const sixty = `${'b'.repeat(29)} ${'c'.repeat(30)}`;
    expect(notificationPreview(sixty)).toBe(sixty);
  });

  it('never splits a character made of two code units', () => {
    const text = '😀'.repeat(61);
    expect(notificationPreview(text)).toBe(`${'😀'.repeat(60)}…`);
  });

  it('is null for a text without words', () => {
    expect(notificationPreview('')).toBeNull();
    expect(notificationPreview('   \n ')).toBeNull();
    expect(notificationPreview(null)).toBeNull();
  });
});
