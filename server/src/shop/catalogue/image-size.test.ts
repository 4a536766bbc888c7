import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { jpegHead, PNG, webpHead } from './test-kit';

/** A WebP's start with a lossy (VP8) or lossless (VP8L) bitstream header. */
function webpOf(chunk: 'VP8 ' | 'VP8L', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  if (chunk === 'VP8 ') {
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else {
    bytes.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 21);
  }
  return bytes;
}

describe('the size of a picture from its header', () => {
  it('reads PNG, JPEG and every kind of WebP', () => {
    expect(imageSize(PNG, 'image/png')).toEqual({ width: 40, height: 30 });
    expect(imageSize(jpegHead(1920, 1080), 'image/jpeg')).toEqual({ width: 1920, height: 1080 });
    expect(imageSize(webpHead(800, 600), 'image/webp')).toEqual({ width: 800, height: 600 });
    expect(imageSize(webpOf('VP8 ', 320, 240), 'image/webp')).toEqual({ width: 320, height: 240 });
    expect(imageSize(webpOf('VP8L', 1000, 16_000), 'image/webp')).toEqual({ width: 1000, height: 16_000 });
  });

  it('skips a JPEG segment of another kind before the frame, and says nothing when the frame is not within the bytes', () => {
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x06, 0x68, 0x69, 0x21, 0x21]);
    const head = jpegHead(64, 48);
    expect(imageSize(Buffer.concat([head.subarray(0, 2), comment, head.subarray(2)]), 'image/jpeg')).toEqual({ width: 64, height: 48 });
    expect(imageSize(head.subarray(0, 20), 'image/jpeg')).toBeNull();
    expect(imageSize(PNG.subarray(0, 16), 'image/png')).toBeNull();
  });
});
