import { encodePng } from '../../lib/png.ts';
import { font, glyphHeight, glyphWidth, type Point } from './captcha-font.ts';

/** Pixel size of the picture; the page shows it 40 px high, so it stays sharp on 2× screens. */
export const captchaWidth = 220;
export const captchaHeight = 80;

type Rgb = readonly [number, number, number];
interface Stroke {
  points: Point[];
  width: number;
  color: Rgb;
  opacity: number;
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

/** A dark, saturated colour: readable on the pale background, different for every stroke. */
const inkColor = (random: () => number): Rgb => {
  const hue = random() * 6;
  const strong = 150;
  const weak = 20;
  const mid = Math.round(weak + (strong - weak) * (1 - Math.abs((hue % 2) - 1)));
  const sector = Math.floor(hue);
  const rgb: Rgb[] = [
    [strong, mid, weak],
    [mid, strong, weak],
    [weak, strong, mid],
    [weak, mid, strong],
    [mid, weak, strong],
    [strong, weak, mid],
  ];
  const [r, g, b] = rgb[sector] ?? rgb[0]!;
  const dim = between(random, 0.55, 0.85);
  return [Math.round(r * dim), Math.round(g * dim), Math.round(b * dim)];
};

/** Splits a polyline into short pieces so the warp below bends straight strokes. */
const densify = (points: Point[], step: number): Point[] => {
  const out: Point[] = [];
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (previous) {
      const pieces = Math.max(
        1,
        Math.ceil(Math.hypot(point[0] - previous[0], point[1] - previous[1]) / step),
      );
      for (let piece = 1; piece < pieces; piece += 1) {
        const t = piece / pieces;
        out.push([previous[0] + (point[0] - previous[0]) * t, previous[1] + (point[1] - previous[1]) * t]);
      }
    }
    out.push(point);
  });
  return out;
};

/** The characters, each scaled, rotated, sheared and moved on its own, then all bent by one wave. */
const textStrokes = (text: string, random: () => number): Stroke[] => {
  const characters = [...text.toUpperCase()];
  const cell = (captchaWidth * 0.8) / characters.length;
  const waveX = { amplitude: between(random, 2.5, 4), period: between(random, 30, 50), phase: random() * 7 };
  const waveY = { amplitude: between(random, 3, 5), period: between(random, 45, 80), phase: random() * 7 };
  const warp = ([x, y]: Point): Point => [
    x + waveX.amplitude * Math.sin(y / waveX.period + waveX.phase),
    y + waveY.amplitude * Math.sin(x / waveY.period + waveY.phase),
  ];
  return characters.flatMap((character, index) => {
    const glyph = font[character];
    if (!glyph) throw new RangeError(`the captcha font has no "${character}"`);
    const height = captchaHeight * between(random, 0.5, 0.58);
    const scaleY = height / glyphHeight;
    const scaleX = scaleY * between(random, 0.85, 1.1);
    const angle = between(random, -0.38, 0.38);
    const shear = between(random, -0.25, 0.25);
    const centreX = captchaWidth * 0.1 + cell * (index + 0.5) + between(random, -cell * 0.1, cell * 0.1);
    const centreY = captchaHeight / 2 + between(random, -captchaHeight * 0.06, captchaHeight * 0.06);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - glyphWidth / 2 + shear * (gy - glyphHeight / 2)) * scaleX;
      const y = (gy - glyphHeight / 2) * scaleY;
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    };
    const width = height * between(random, 0.09, 0.12);
    const color = inkColor(random);
    return glyph.map((line) => ({
      points: densify(line.map(place), 2).map(warp),
      width,
      color,
      opacity: 1,
    }));
  });
};

/** Lines across the whole picture, in the same inks as the text, thinner than its strokes. */
const noiseStrokes = (random: () => number): Stroke[] =>
  Array.from({ length: 3 }, () => {
    const startY = between(random, captchaHeight * 0.2, captchaHeight * 0.8);
    const endY = between(random, captchaHeight * 0.2, captchaHeight * 0.8);
    const bend = between(random, -captchaHeight * 0.35, captchaHeight * 0.35);
    const points = Array.from({ length: 41 }, (_, step): Point => {
      const t = step / 40;
      return [t * captchaWidth, startY + (endY - startY) * t + bend * Math.sin(Math.PI * t)];
    });
    return { points, width: between(random, 1.6, 2.4), color: inkColor(random), opacity: 0.9 };
  });

/** Small specks that break up the background without hiding the characters. */
const speckStrokes = (random: () => number): Stroke[] =>
  Array.from({ length: 70 }, () => {
    const x = random() * captchaWidth;
    const y = random() * captchaHeight;
    return {
      points: [
        [x, y],
        [x + between(random, -2, 2), y + between(random, -2, 2)],
      ],
      width: between(random, 1.2, 2.6),
      color: inkColor(random),
      opacity: between(random, 0.35, 0.7),
    };
  });

const distanceToSegment = (px: number, py: number, a: Point, b: Point) => {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((px - a[0]) * dx + (py - a[1]) * dy) / lengthSquared));
  const ex = px - (a[0] + t * dx);
  const ey = py - (a[1] + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
};

/** Paints a stroke with antialiased edges; each pixel takes the stroke's colour once, however many pieces cover it. */
const paint = (pixels: Uint8Array, coverage: Float32Array, stroke: Stroke) => {
  const reach = stroke.width / 2 + 1;
  const xs = stroke.points.map((point) => point[0]);
  const ys = stroke.points.map((point) => point[1]);
  const left = Math.max(0, Math.floor(Math.min(...xs) - reach));
  const right = Math.min(captchaWidth - 1, Math.ceil(Math.max(...xs) + reach));
  const top = Math.max(0, Math.floor(Math.min(...ys) - reach));
  const bottom = Math.min(captchaHeight - 1, Math.ceil(Math.max(...ys) + reach));
  for (let y = top; y <= bottom; y += 1)
    coverage.fill(0, y * captchaWidth + left, y * captchaWidth + right + 1);
  stroke.points.forEach((point, index) => {
    const previous = stroke.points[index - 1] ?? point;
    const x0 = Math.max(left, Math.floor(Math.min(point[0], previous[0]) - reach));
    const x1 = Math.min(right, Math.ceil(Math.max(point[0], previous[0]) + reach));
    const y0 = Math.max(top, Math.floor(Math.min(point[1], previous[1]) - reach));
    const y1 = Math.min(bottom, Math.ceil(Math.max(point[1], previous[1]) + reach));
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const cover = stroke.width / 2 + 0.5 - distanceToSegment(x + 0.5, y + 0.5, previous, point);
        const at = y * captchaWidth + x;
        if (cover > (coverage[at] ?? 0)) coverage[at] = Math.min(1, cover);
      }
    }
  });
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      const alpha = (coverage[y * captchaWidth + x] ?? 0) * stroke.opacity;
      if (alpha === 0) continue;
      const at = (y * captchaWidth + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const under = pixels[at + channel] ?? 0;
        pixels[at + channel] = Math.round(under + ((stroke.color[channel] ?? 0) - under) * alpha);
      }
    }
  }
};

/** A pale background that drifts gently in colour from one side to the other. */
const background = (random: () => number) => {
  const pixels = new Uint8Array(captchaWidth * captchaHeight * 3);
  const from: Rgb = [between(random, 236, 250), between(random, 232, 246), between(random, 220, 238)];
  const to: Rgb = [between(random, 226, 246), between(random, 230, 248), between(random, 226, 244)];
  for (let y = 0; y < captchaHeight; y += 1) {
    for (let x = 0; x < captchaWidth; x += 1) {
      const t = (x + y) / (captchaWidth + captchaHeight);
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[(y * captchaWidth + x) * 3 + channel] = Math.round(
          (from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * t,
        );
      }
    }
  }
  return pixels;
};

/**
 * Draws `text` as a PNG: pen strokes of varying colour, size, slant and rotation, bent by a wave,
 * crossed by noise lines and specks, so it stays easy to read for a person and costly to machine-read.
 */
export const drawCaptcha = (text: string, random: () => number = Math.random): Buffer => {
  const pixels = background(random);
  const coverage = new Float32Array(captchaWidth * captchaHeight);
  for (const stroke of [...speckStrokes(random), ...textStrokes(text, random), ...noiseStrokes(random)]) {
    paint(pixels, coverage, stroke);
  }
  return encodePng(captchaWidth, captchaHeight, pixels);
};
