import { describe, expect, it } from 'vitest';
import { checkImageFile, resolveImageDraft } from './upload';

describe('image files', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 2 MB (2097152 bytes)', () => {
    expect(checkImageFile({ type: 'image/png', size: 2_097_152 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 2_097_153 })).toBe('size');
  });
  it('refuses other files, SVG included', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkImageFile({ type: '', size: 10 })).toBe('type');
  });
  it('saves a typed address as it is (blank = no image) when no file is attached', async () => {
    expect(await resolveImageDraft({ url: ' https://cdn.example.com/a.png ', file: null })).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(await resolveImageDraft({ url: '  ', file: null })).toBeNull();
  });
  it('stops on a refused file before sending anything', async () => {
    const big = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    await expect(resolveImageDraft({ url: '', file: big })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
