import { describe, expect, it } from 'vitest';
import { describePorts, imageThumbnailUrl } from '../src';

describe('imageThumbnailUrl', () => {
  const key = `12/${'a1'.repeat(16)}`;
  it('points a library image at its thumbnail, absolute or not', () => {
    expect(imageThumbnailUrl(`https://shop.example.com/api/image/o/${key}.png`)).toBe(
      `https://shop.example.com/api/image/t/${key}.png`,
    );
    expect(imageThumbnailUrl(`/api/image/o/${key}.jpg`)).toBe(`/api/image/t/${key}.jpg`);
  });
  it('leaves any other address as it is', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      `/api/image/o/${key}.svg`,
      `/api/image/o/${key}.png?x=1`,
      `https://evil.example.com/x/api/image/o/${key}.png`,
      '/api/org/logo/1/logo-aa.png',
      '',
    ]) {
      expect(imageThumbnailUrl(url)).toBe(url);
    }
  });
});

describe('describePorts', () => {
  it('writes ranges', () => {
    expect(describePorts([9100, 9101, 9102, 515, 9109])).toBe('515, 9100-9102, 9109');
    expect(describePorts([9100])).toBe('9100');
  });
});
