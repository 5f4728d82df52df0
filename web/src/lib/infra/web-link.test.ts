import { describe, expect, it } from 'vitest';
import { webLinkHref } from './web-link';

describe('webLinkHref', () => {
  it('keeps http and https links', () => {
    expect(webLinkHref('https://example.com/menu')).toBe('https://example.com/menu');
    expect(webLinkHref(' http://example.com ')).toBe('http://example.com/');
  });

  it('refuses every other scheme, however it is spelled', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'example.com',
      '',
    ]) {
      expect(webLinkHref(link), link).toBeNull();
    }
  });
});
