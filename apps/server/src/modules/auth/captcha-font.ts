/**
 * A stroke font for the captcha: each glyph is a few polylines on a 4 × 6 box (x to the right,
 * y down), drawn as thick pen strokes after the captcha bends them. Capitals and digits only.
 */
export type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];

export const glyphWidth = 4;
export const glyphHeight = 6;

/** Points along an ellipse from angle `from` to `to` (degrees; 0 is right, 90 is down). */
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] => {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, step) => {
    const angle = ((from + ((to - from) * step) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
};

const ring = arc(2, 3, 2, 3, 0, 360);
const upperBowl: Point[] = [[0, 0], [2.4, 0], ...arc(2.4, 1.6, 1.6, 1.6, -90, 90), [0, 3.2]];

// biome-ignore format: one glyph a line reads as a drawing
export const font: Readonly<Record<string, Glyph>> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.7, 4], [3.3, 4]]],
  B: [[[0, 0], [0, 6]], [[0, 0], [2.4, 0], ...arc(2.4, 1.5, 1.4, 1.5, -90, 90), [0, 3]], [[0, 3], [2.5, 3], ...arc(2.5, 4.5, 1.5, 1.5, -90, 90), [0, 6]]],
  C: [arc(2.2, 3, 2.2, 3, -45, -315)],
  D: [[[0, 0], [0, 6], [1.4, 6], ...arc(1.4, 3, 2.6, 3, 90, -90), [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[...arc(2.2, 3, 2.2, 3, -45, -360), [2.4, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[1, 0], [3, 0]], [[2, 0], [2, 6]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 4.4], ...arc(2.2, 4.4, 1.8, 1.6, 0, 180)]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.4], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 4], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [ring],
  P: [[[0, 6], ...upperBowl]],
  Q: [ring, [[2.4, 4.4], [4.2, 6.4]]],
  R: [[[0, 6], ...upperBowl], [[1.8, 3.2], [4, 6]]],
  S: [[...arc(2, 1.5, 2, 1.5, -15, -270), ...arc(2, 4.5, 2, 1.5, -90, 165)]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 4], ...arc(2, 4, 2, 2, 180, 0), [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '0': [ring, [[3.3, 0.9], [0.7, 5.1]]],
  '1': [[[0.8, 1.3], [2.2, 0], [2.2, 6]], [[0.8, 6], [3.6, 6]]],
  '2': [[...arc(2, 1.8, 2, 1.8, -165, 10), [0, 6], [4, 6]]],
  '3': [[...arc(2, 1.5, 1.8, 1.5, -160, 90), ...arc(2, 4.5, 2, 1.5, -90, 160)]],
  '4': [[[3, 6], [3, 0], [0, 4.2], [4, 4.2]]],
  '5': [[[4, 0], [0.6, 0], [0.3, 2.8], ...arc(2, 4.2, 2, 1.8, -135, 150)]],
  '6': [arc(2, 4, 2, 2, 0, 360), arc(4.2, 4, 4.2, 4, -180, -105)],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [arc(2, 1.5, 1.7, 1.5, 0, 360), arc(2, 4.5, 2, 1.5, 0, 360)],
  '9': [arc(2, 2, 2, 2, 0, 360), arc(-0.2, 2, 4.2, 4, 0, 75)],
};

/**
 * What a random captcha is made of: characters a person cannot mistake for another (none of
 * 0 O Q D, 1 I L; the digit of each pair 2/Z, 5/S, 6/G, 8/B). Answers are compared case-insensitively.
 */
export const captchaAlphabet = 'ACEFHJKMNPRTUVWXY23456789';
