import { crc32, deflateSync } from 'node:zlib';
import { DEFAULT_THEME_COLORS } from '../domain/defaultTheme';

/** The favicon sizes of the contract (`FaviconSize`). */
export type FaviconSize = 32 | 128 | 180 | 192;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Rgb = [number, number, number];

/** `#RRGGBB` or `#RGB` → RGB; anything else → the default theme's primary colour. */
function parseHexColor(value: string | undefined): Rgb {
  const hex =
    /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value?.trim() ?? '')?.[1] ?? DEFAULT_THEME_COLORS.primary.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

/** Relative luminance (WCAG) of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes 8-bit RGBA pixels (row by row, `size` × `size`) as a PNG file. */
function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0); // width
  header.writeUInt32BE(size, 4); // height
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method 0
  header[12] = 0; // no interlace
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Paint of one point of the icon, in unit coordinates (0..1): background, glyph or nothing. */
function paintAt(x: number, y: number, slats: boolean): 'none' | 'background' | 'glyph' {
  // Rounded square.
  const radius = 0.22;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return 'none';
  // A storage building: a roof over a body with a roller door.
  const roof = y >= 0.2 && y <= 0.44 && Math.abs(x - 0.5) <= ((y - 0.2) / 0.24) * 0.32;
  const body = x >= 0.26 && x <= 0.74 && y >= 0.44 && y <= 0.8;
  if (!roof && !body) return 'background';
  const door = x >= 0.36 && x <= 0.64 && y >= 0.53 && y <= 0.8;
  if (!door) return 'glyph';
  // Roller door slats: glyph-coloured lines across the door.
  return slats && (y - 0.53) % 0.07 < 0.025 && y > 0.56 ? 'glyph' : 'background';
}

/**
 * A square favicon: a rounded square in `primaryColor` with a storage building drawn in white
 * (or in dark ink on a light primary colour), anti-aliased by 4 × 4 supersampling.
 */
export function renderFavicon(size: FaviconSize, primaryColor: string | undefined): Buffer {
  const background = parseHexColor(primaryColor);
  const glyph: Rgb = luminance(background) > 0.5 ? [19, 43, 64] : [255, 255, 255];
  const slats = size >= 64;
  const samples = 4;
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const paint = paintAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            slats,
          );
          if (paint === 'none') continue;
          const color = paint === 'glyph' ? glyph : background;
          covered++;
          for (let channel = 0; channel < 3; channel++)
            sum[channel] = (sum[channel] ?? 0) + (color[channel] ?? 0);
        }
      }
      const offset = (py * size + px) * 4;
      if (covered > 0) {
        for (let channel = 0; channel < 3; channel++) {
          rgba[offset + channel] = Math.round((sum[channel] ?? 0) / covered);
        }
      }
      rgba[offset + 3] = Math.round((covered / (samples * samples)) * 255);
    }
  }
  return encodePng(size, rgba);
}
