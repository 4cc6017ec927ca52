import type { SKRSContext2D } from '@napi-rs/canvas';

/**
 * Procedural "busy" backgrounds for the click captcha, drawn fresh for every image:
 * a dark-to-mid gradient, translucent blobs/polygons, curved streaks and speckles.
 * Kept in the darker half of the lightness range so that the light, semi-transparent
 * characters and the icons stay readable for people.
 */

const rnd = (min: number, max: number): number => min + Math.random() * (max - min);
const rndInt = (min: number, max: number): number => Math.floor(rnd(min, max + 1));
const hsla = (h: number, s: number, l: number, a: number): string =>
  `hsla(${h.toFixed(0)},${s.toFixed(0)}%,${l.toFixed(0)}%,${a.toFixed(2)})`;

export function drawBackground(ctx: SKRSContext2D, width: number, height: number): void {
  const baseHue = rnd(0, 360);

  // 1. two-stop (sometimes three-stop) gradient in a random direction
  const angle = rnd(0, Math.PI * 2);
  const dx = Math.cos(angle) * width;
  const dy = Math.sin(angle) * height;
  const g = ctx.createLinearGradient(width / 2 - dx / 2, height / 2 - dy / 2, width / 2 + dx / 2, height / 2 + dy / 2);
  g.addColorStop(0, hsla(baseHue, rnd(35, 65), rnd(22, 34), 1));
  if (Math.random() < 0.5) g.addColorStop(0.5, hsla(baseHue + rnd(-60, 60), rnd(30, 60), rnd(30, 42), 1));
  g.addColorStop(1, hsla(baseHue + rnd(60, 180), rnd(35, 65), rnd(20, 36), 1));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);

  // 2. translucent soft blobs (radial gradients)
  for (let i = rndInt(5, 8); i > 0; i--) {
    const x = rnd(0, width);
    const y = rnd(0, height);
    const r = rnd(30, 110);
    const rg = ctx.createRadialGradient(x, y, 0, x, y, r);
    const h = baseHue + rnd(-120, 120);
    rg.addColorStop(0, hsla(h, rnd(40, 80), rnd(35, 55), rnd(0.25, 0.5)));
    rg.addColorStop(1, hsla(h, 60, 40, 0));
    ctx.fillStyle = rg;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }

  // 3. hard-edged translucent shapes: circles, rectangles, triangles
  for (let i = rndInt(10, 16); i > 0; i--) {
    ctx.fillStyle = hsla(baseHue + rnd(-150, 150), rnd(30, 70), rnd(18, 50), rnd(0.12, 0.3));
    const x = rnd(-20, width + 20);
    const y = rnd(-20, height + 20);
    const s = rnd(12, 60);
    ctx.beginPath();
    switch (rndInt(0, 2)) {
      case 0:
        ctx.arc(x, y, s / 2, 0, Math.PI * 2);
        break;
      case 1: {
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(rnd(0, Math.PI));
        ctx.rect(-s / 2, -s / 3, s, (s * 2) / 3);
        ctx.restore();
        break;
      }
      default:
        ctx.moveTo(x, y);
        ctx.lineTo(x + rnd(-s, s), y + rnd(-s, s));
        ctx.lineTo(x + rnd(-s, s), y + rnd(-s, s));
        ctx.closePath();
    }
    ctx.fill();
  }

  // 4. curved streaks across the image (lighter and darker)
  ctx.lineCap = 'round';
  for (let i = rndInt(5, 8); i > 0; i--) {
    ctx.strokeStyle = hsla(baseHue + rnd(-180, 180), rnd(20, 60), Math.random() < 0.5 ? rnd(10, 25) : rnd(55, 75), rnd(0.15, 0.35));
    ctx.lineWidth = rnd(0.8, 3);
    ctx.beginPath();
    ctx.moveTo(rnd(-20, width * 0.3), rnd(0, height));
    ctx.bezierCurveTo(rnd(0, width), rnd(-40, height + 40), rnd(0, width), rnd(-40, height + 40), rnd(width * 0.7, width + 20), rnd(0, height));
    ctx.stroke();
  }

  // 5. speckles
  for (let i = 260; i > 0; i--) {
    ctx.fillStyle = Math.random() < 0.5 ? `rgba(255,255,255,${rnd(0.06, 0.22).toFixed(2)})` : `rgba(0,0,0,${rnd(0.08, 0.28).toFixed(2)})`;
    const s = rnd(0.8, 2.4);
    ctx.fillRect(rnd(0, width), rnd(0, height), s, s);
  }
}
