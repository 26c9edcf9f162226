import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps http and https addresses', () => {
    expect(safeHref('https://shop.example/item/1')).toBe('https://shop.example/item/1');
    expect(safeHref('HTTP://Shop.Example')).toBe('http://shop.example/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    'not a link',
    '',
    null,
    undefined,
  ])('renders %p as text, not a link', (link) => {
    expect(safeHref(link)).toBeUndefined();
  });
});
