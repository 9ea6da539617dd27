/**
 * Physics-themed pictures for banners, news posts and image materials: a two-colour gradient and
 * a motif (a thrown ball's path, a circuit, a lens with rays, sound waves, …) drawn on the canvas.
 */
import { Canvas, hexColor, mix } from './png';
import type { Color } from './png';

export type Motif =
  | 'motion'
  | 'electricity'
  | 'heat'
  | 'optics'
  | 'sound'
  | 'magnetism'
  | 'atom'
  | 'energy'
  | 'pressure'
  | 'measurement'
  | 'space';

export interface PictureSpec {
  motif: Motif;
  width: number;
  height: number;
  /** Gradient from the top-left colour to the bottom-right one. */
  from: string;
  to: string;
}

const WHITE: Color = [255, 255, 255];
const GOLD = hexColor('#f2c14e');

type Painter = (c: Canvas, w: number, h: number) => void;

const PAINTERS: Record<Motif, Painter> = {
  motion(c, w, h) {
    // A projectile's parabola with the ball at its top and ghost positions along the way.
    const x0 = w * 0.12;
    const x1 = w * 0.88;
    const base = h * 0.82;
    const top = h * 0.22;
    const f = (x: number) => base - (base - top) * (1 - ((2 * (x - x0)) / (x1 - x0) - 1) ** 2);
    c.line(0, base, w, base, Math.max(2, h / 120), WHITE, 0.5);
    c.curve(f, x0, x1, Math.max(2, h / 90), WHITE, 0.7);
    for (let i = 1; i < 8; i++) {
      const x = x0 + ((x1 - x0) * i) / 8;
      c.circle(x, f(x), h * 0.025, WHITE, 0.25 + i * 0.05);
    }
    c.circle((x0 + x1) / 2, top, h * 0.06, GOLD);
    c.line((x0 + x1) / 2, top, (x0 + x1) / 2 + w * 0.12, top, Math.max(2, h / 100), WHITE, 0.9);
  },
  electricity(c, w, h) {
    // A closed circuit: battery, wires and a glowing bulb.
    const l = w * 0.2;
    const r = w * 0.8;
    const t = h * 0.25;
    const b = h * 0.75;
    const s = Math.max(3, h / 70);
    c.line(l, t, r, t, s, WHITE, 0.85).line(r, t, r, b, s, WHITE, 0.85).line(l, b, r, b, s, WHITE, 0.85);
    c.line(l, t, l, h * 0.42, s, WHITE, 0.85).line(l, h * 0.58, l, b, s, WHITE, 0.85);
    c.line(l - w * 0.05, h * 0.45, l + w * 0.05, h * 0.45, s * 1.5, WHITE).line(
      l - w * 0.025,
      h * 0.55,
      l + w * 0.025,
      h * 0.55,
      s * 1.5,
      WHITE,
    );
    const bx = (l + r) / 2;
    for (let k = 6; k > 0; k--) c.circle(bx, t, h * 0.04 * k, GOLD, 0.07);
    c.circle(bx, t, h * 0.07, GOLD);
    c.ring(bx, t, h * 0.07, s * 0.6, WHITE);
  },
  heat(c, w, h) {
    // A thermometer beside rising wavy lines of heat.
    const tx = w * 0.25;
    c.rect(tx - w * 0.02, h * 0.15, w * 0.04, h * 0.55, WHITE, 0.9, w * 0.02);
    c.rect(tx - w * 0.01, h * 0.3, w * 0.02, h * 0.45, hexColor('#d9483b'));
    c.circle(tx, h * 0.78, h * 0.07, hexColor('#d9483b'));
    c.ring(tx, h * 0.78, h * 0.07, Math.max(2, h / 120), WHITE);
    for (let i = 0; i < 4; i++) {
      const x = w * (0.48 + i * 0.11);
      const wave: [number, number][] = [];
      for (let y = h * 0.2; y <= h * 0.8; y += 4) wave.push([x + Math.sin(y / (h * 0.06)) * w * 0.02, y]);
      c.path(wave, Math.max(2, h / 100), i % 2 ? GOLD : WHITE, 0.8);
    }
  },
  optics(c, w, h) {
    // A converging lens with three rays meeting at the focus.
    const lx = w * 0.45;
    const fx = w * 0.78;
    const cy = h / 2;
    for (let y = -h * 0.3; y <= h * 0.3; y += 2) {
      const half = Math.sqrt(Math.max(0, 1 - (y / (h * 0.3)) ** 2)) * w * 0.025;
      c.line(lx - half, cy + y, lx + half, cy + y, 2, WHITE, 0.6);
    }
    for (const dy of [-0.2, 0, 0.2]) {
      c.line(w * 0.05, cy + dy * h, lx, cy + dy * h, Math.max(2, h / 110), GOLD, 0.95);
      c.line(lx, cy + dy * h, fx, cy, Math.max(2, h / 110), GOLD, 0.95);
      c.line(fx, cy, w * 0.95, cy - dy * h * 0.8, Math.max(2, h / 110), GOLD, 0.5);
    }
    c.line(w * 0.03, cy, w * 0.97, cy, 1.5, WHITE, 0.5);
    c.circle(fx, cy, h * 0.02, WHITE);
  },
  sound(c, w, h) {
    // A loudspeaker and the sound wave leaving it, with wavefront arcs.
    const sx = w * 0.15;
    const cy = h / 2;
    c.rect(sx - w * 0.05, cy - h * 0.09, w * 0.04, h * 0.18, WHITE, 0.95, 4);
    for (let k = 1; k <= 5; k++) {
      const r = k * w * 0.09;
      const arc: [number, number][] = [];
      for (let a = -0.6; a <= 0.6; a += 0.02) arc.push([sx + Math.cos(a) * r, cy + Math.sin(a) * r]);
      c.path(arc, Math.max(2, h / 120), WHITE, 0.8 - k * 0.12);
    }
    c.curve(
      (x) => cy + Math.sin((x - sx) / (w * 0.035)) * h * 0.22 * Math.exp(-(x - sx) / w),
      sx,
      w * 0.95,
      Math.max(2, h / 90),
      GOLD,
      0.95,
    );
  },
  magnetism(c, w, h) {
    // A bar magnet and its field lines as nested ellipses.
    const cx = w / 2;
    const cy = h / 2;
    for (let k = 1; k <= 5; k++) {
      const rx = w * 0.1 + k * w * 0.06;
      const ry = h * 0.06 + k * h * 0.07;
      c.loop((a) => [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry], Math.max(2, h / 140), WHITE, 0.55);
    }
    c.rect(cx - w * 0.16, cy - h * 0.06, w * 0.16, h * 0.12, hexColor('#d9483b'), 1, 4);
    c.rect(cx, cy - h * 0.06, w * 0.16, h * 0.12, hexColor('#2f6fb5'), 1, 4);
  },
  atom(c, w, h) {
    // A nucleus with three elliptical electron orbits.
    const cx = w / 2;
    const cy = h / 2;
    const R = Math.min(w, h) * 0.38;
    for (const tilt of [0, Math.PI / 3, (2 * Math.PI) / 3]) {
      const point = (a: number): [number, number] => {
        const x = Math.cos(a) * R;
        const y = Math.sin(a) * R * 0.35;
        return [cx + x * Math.cos(tilt) - y * Math.sin(tilt), cy + x * Math.sin(tilt) + y * Math.cos(tilt)];
      };
      c.loop(point, Math.max(2, h / 130), WHITE, 0.75);
      const [ex, ey] = point(tilt * 2 + 0.7);
      c.circle(ex, ey, R * 0.06, GOLD);
    }
    c.circle(cx - R * 0.05, cy, R * 0.09, hexColor('#d9483b')).circle(
      cx + R * 0.05,
      cy + R * 0.03,
      R * 0.09,
      hexColor('#2f6fb5'),
    );
  },
  energy(c, w, h) {
    // A pendulum drawn at several positions of its swing.
    const px = w / 2;
    const py = h * 0.1;
    const L = h * 0.65;
    c.line(px - w * 0.15, py, px + w * 0.15, py, Math.max(3, h / 80), WHITE);
    for (const [angle, alpha] of [
      [-0.6, 0.3],
      [-0.3, 0.5],
      [0, 0.7],
      [0.3, 0.5],
      [0.6, 1],
    ] as const) {
      const bx = px + Math.sin(angle) * L;
      const by = py + Math.cos(angle) * L;
      c.line(px, py, bx, by, Math.max(2, h / 150), WHITE, alpha);
      c.circle(bx, by, h * 0.05, alpha === 1 ? GOLD : WHITE, alpha);
    }
  },
  pressure(c, w, h) {
    // A vessel of water with bubbles rising and growing as pressure falls.
    c.rect(w * 0.3, h * 0.1, w * 0.4, h * 0.8, WHITE, 0.18, 12);
    c.rect(w * 0.3, h * 0.35, w * 0.4, h * 0.55, hexColor('#2f6fb5'), 0.45, 12);
    for (let i = 0; i < 9; i++) {
      const x = w * (0.35 + ((i * 37) % 30) / 100);
      const y = h * (0.85 - i * 0.055);
      c.ring(x, y, h * (0.012 + i * 0.004), Math.max(1.5, h / 200), WHITE, 0.9);
    }
  },
  measurement(c, w, h) {
    // A ruler with millimetre ticks and a calliper-like marker.
    const y = h * 0.55;
    c.rect(w * 0.08, y - h * 0.12, w * 0.84, h * 0.24, WHITE, 0.92, 8);
    const ink = hexColor('#1d2430');
    for (let i = 0; i <= 80; i++) {
      const x = w * 0.1 + (w * 0.8 * i) / 80;
      const len = i % 10 === 0 ? 0.1 : i % 5 === 0 ? 0.07 : 0.04;
      c.line(x, y - h * 0.12, x, y - h * (0.12 - len), 1.5, ink, 0.9);
    }
    c.line(w * 0.5, h * 0.2, w * 0.5, h * 0.8, Math.max(2, h / 100), GOLD);
  },
  space(c, w, h) {
    // A planet with a moon on its orbit and a scatter of stars.
    for (let i = 0; i < 60; i++) c.circle((i * 7919) % w, (i * 104729) % h, 1 + (i % 3) * 0.6, WHITE, 0.6);
    c.circle(w * 0.4, h * 0.55, h * 0.22, hexColor('#2f6fb5'));
    c.circle(w * 0.36, h * 0.5, h * 0.08, hexColor('#3d8b5a'), 0.8);
    c.loop((a) => [w * 0.4 + Math.cos(a) * w * 0.3, h * 0.55 + Math.sin(a) * h * 0.3], 1.5, WHITE, 0.5);
    c.circle(w * 0.4 + Math.cos(-0.5) * w * 0.3, h * 0.55 + Math.sin(-0.5) * h * 0.3, h * 0.045, hexColor('#d8d8d8'));
  },
};

/** Paints a picture and returns it as PNG bytes. */
export function renderPicture(spec: PictureSpec): Buffer {
  const from = hexColor(spec.from);
  const to = hexColor(spec.to);
  const { width: w, height: h } = spec;
  const canvas = new Canvas(w, h).fill((x, y) => mix(from, to, (x / w) * 0.6 + (y / h) * 0.4));
  PAINTERS[spec.motif](canvas, w, h);
  return canvas.toPng();
}
