/**
 * PNG encoding and a tiny raster canvas for the demo pictures (banners, news images, image
 * materials). Only Node's zlib is used: truecolour 8-bit RGB, one IDAT chunk, filter type 1 (Sub)
 * on every row, which suits the smooth gradients these pictures are made of.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes RGB pixels (3 bytes per pixel, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel buffer does not match the size');
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    raw[out] = 1; // Sub: each byte minus the same channel of the pixel to its left
    for (let x = 0; x < stride; x++) {
      const left = x >= 3 ? rgb[row + x - 3]! : 0;
      raw[out + 1 + x] = (rgb[row + x]! - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Color = readonly [number, number, number];

export function hexColor(hex: string): Color {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function mix(a: Color, b: Color, t: number): Color {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** An RGB raster with alpha-blended, anti-aliased primitives. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Color = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(() => background);
  }

  /** Sets every pixel from a function of its coordinates. */
  fill(shader: (x: number, y: number) => Color): this {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const c = shader(x, y);
        const i = (y * this.width + x) * 3;
        this.pixels[i] = c[0];
        this.pixels[i + 1] = c[1];
        this.pixels[i + 2] = c[2];
      }
    }
    return this;
  }

  blend(x: number, y: number, color: Color, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const a = Math.min(1, alpha);
    const i = (y * this.width + x) * 3;
    for (let k = 0; k < 3; k++) this.pixels[i + k] = Math.round(this.pixels[i + k]! * (1 - a) + color[k]! * a);
  }

  /**
   * Paints the pixels whose signed distance to a shape is below zero, with a one-pixel soft edge.
   * `bounds` limits the scan to the shape's box.
   */
  private shape(
    bounds: [number, number, number, number],
    distance: (x: number, y: number) => number,
    color: Color,
    alpha: number,
  ): void {
    const [x0, y0, x1, y1] = bounds.map((v, i) =>
      Math.max(0, Math.min(i % 2 ? this.height : this.width, Math.round(v))),
    ) as [number, number, number, number];
    for (let y = Math.max(0, y0 - 1); y < Math.min(this.height, y1 + 1); y++) {
      for (let x = Math.max(0, x0 - 1); x < Math.min(this.width, x1 + 1); x++) {
        const d = distance(x + 0.5, y + 0.5);
        if (d < 0.5) this.blend(x, y, color, alpha * Math.min(1, 0.5 - d));
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Color, alpha = 1): this {
    this.shape([cx - r, cy - r, cx + r, cy + r], (x, y) => Math.hypot(x - cx, y - cy) - r, color, alpha);
    return this;
  }

  ring(cx: number, cy: number, r: number, thickness: number, color: Color, alpha = 1): this {
    const o = r + thickness / 2;
    this.shape(
      [cx - o, cy - o, cx + o, cy + o],
      (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2,
      color,
      alpha,
    );
    return this;
  }

  rect(x: number, y: number, w: number, h: number, color: Color, alpha = 1, radius = 0): this {
    const cx = x + w / 2;
    const cy = y + h / 2;
    this.shape(
      [x, y, x + w, y + h],
      (px, py) => {
        const qx = Math.abs(px - cx) - w / 2 + radius;
        const qy = Math.abs(py - cy) - h / 2 + radius;
        return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
      },
      color,
      alpha,
    );
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, color: Color, alpha = 1): this {
    const pad = thickness;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len2 = dx * dx + dy * dy || 1;
    this.shape(
      [Math.min(x1, x2) - pad, Math.min(y1, y2) - pad, Math.max(x1, x2) + pad, Math.max(y1, y2) + pad],
      (px, py) => {
        const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / len2));
        return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy)) - thickness / 2;
      },
      color,
      alpha,
    );
    return this;
  }

  /**
   * Strokes a polyline. Coverage of all segments is combined with max() before blending, so the
   * joints of a translucent curve don't show as brighter dots.
   */
  path(points: ReadonlyArray<readonly [number, number]>, thickness: number, color: Color, alpha = 1): this {
    if (points.length < 2) return this;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const x0 = Math.max(0, Math.floor(Math.min(...xs) - thickness));
    const y0 = Math.max(0, Math.floor(Math.min(...ys) - thickness));
    const x1 = Math.min(this.width, Math.ceil(Math.max(...xs) + thickness));
    const y1 = Math.min(this.height, Math.ceil(Math.max(...ys) + thickness));
    const w = x1 - x0;
    if (w <= 0 || y1 <= y0) return this;
    const coverage = new Float32Array(w * (y1 - y0));
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1]!;
      const [bx, by] = points[i]!;
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy || 1;
      const sx0 = Math.max(x0, Math.floor(Math.min(ax, bx) - thickness));
      const sx1 = Math.min(x1, Math.ceil(Math.max(ax, bx) + thickness));
      const sy0 = Math.max(y0, Math.floor(Math.min(ay, by) - thickness));
      const sy1 = Math.min(y1, Math.ceil(Math.max(ay, by) + thickness));
      for (let y = sy0; y < sy1; y++) {
        for (let x = sx0; x < sx1; x++) {
          const px = x + 0.5;
          const py = y + 0.5;
          const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
          const d = Math.hypot(px - (ax + t * dx), py - (ay + t * dy)) - thickness / 2;
          const k = (y - y0) * w + (x - x0);
          if (d < 0.5) coverage[k] = Math.max(coverage[k]!, Math.min(1, 0.5 - d));
        }
      }
    }
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) this.blend(x, y, color, alpha * coverage[(y - y0) * w + (x - x0)]!);
    return this;
  }

  /** A curve y = f(x) across [xFrom, xTo]. */
  curve(f: (x: number) => number, xFrom: number, xTo: number, thickness: number, color: Color, alpha = 1): this {
    const points: [number, number][] = [];
    for (let x = xFrom; x < xTo; x += 4) points.push([x, f(x)]);
    points.push([xTo, f(xTo)]);
    return this.path(points, thickness, color, alpha);
  }

  /** A closed curve from a parametric function over [0, 2π). */
  loop(point: (a: number) => readonly [number, number], thickness: number, color: Color, alpha = 1): this {
    const points: (readonly [number, number])[] = [];
    for (let i = 0; i <= 180; i++) points.push(point((i / 180) * Math.PI * 2));
    return this.path(points, thickness, color, alpha);
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
