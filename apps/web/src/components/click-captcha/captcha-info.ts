export interface CaptchaPoint {
  x: number;
  y: number;
}

/**
 * The answer the server checks: "x1,y1-x2,y2;<rendered width>;<rendered height>", points in
 * click order relative to the rendered image (the server rescales them to the image size).
 */
export function buildCaptchaInfo(points: CaptchaPoint[], width: number, height: number): string {
  const xy = points.map((point) => `${Math.round(point.x)},${Math.round(point.y)}`).join('-');
  return `${xy};${Math.round(width)};${Math.round(height)}`;
}
