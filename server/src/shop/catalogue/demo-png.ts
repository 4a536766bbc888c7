import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(name: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const named = Buffer.concat([Buffer.from(name, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(named));
  return Buffer.concat([length, named, crc]);
}

/** A PNG of RGB rows (8 bits a channel, no interlacing), each row filtered by none. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a channel
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    rows[offset++] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      rows[offset++] = r;
      rows[offset++] = g;
      rows[offset++] = b;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/**
 * A product's demo picture, made in code (no binary files in the repository): a diagonal gradient
 * between two colours with `marks` light discs in a row, one per step of the product line (a
 * starter plan one, the next two, …), so the cards tell the products apart at a glance.
 */
export function demoPicture({
  from,
  to,
  marks,
  width = 480,
  height = 300,
}: {
  from: Rgb;
  to: Rgb;
  marks: number;
  width?: number;
  height?: number;
}): Buffer {
  const radius = Math.round(height / 9);
  const gap = radius * 3;
  const firstX = width / 2 - ((marks - 1) * gap) / 2;
  const centres = Array.from({ length: marks }, (_, index) => firstX + index * gap);
  return encodePng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const base: Rgb = [mix(from[0], to[0], t), mix(from[1], to[1], t), mix(from[2], to[2], t)];
    const inDisc = centres.some((cx) => (x - cx) ** 2 + (y - height / 2) ** 2 <= radius ** 2);
    // A disc lets most of the gradient through: light, not a white hole.
    return inDisc ? [mix(base[0], 255, 0.7), mix(base[1], 255, 0.7), mix(base[2], 255, 0.7)] : base;
  });
}
