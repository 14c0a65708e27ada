/** The wind in the corner of the board: an arrow blowing towards its direction (board number 1–6), and its velocity. */
import { el } from './hexes.js';
import type { Wind } from './types.js';

export function drawWind(box: SVGSVGElement, wind: Wind): void {
  box.innerHTML = '';
  const g = el('g', { class: 'wind', 'data-direction': wind.board, 'data-velocity': wind.velocity }, box);
  const cx = 60;
  const cy = 52;
  el('circle', { cx, cy, r: 44, fill: '#fffdf6', stroke: '#23374d', 'stroke-width': 2, 'fill-opacity': 0.9 }, g);
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 - 90) * (Math.PI / 180);
    el(
      'text',
      {
        x: cx + Math.cos(a) * 36,
        y: cy + Math.sin(a) * 36 + 4,
        'text-anchor': 'middle',
        'font-size': 10,
        fill: '#6d8798',
      },
      g,
    ).textContent = String(i + 1);
  }
  const a = (wind.direction * 60 - 90) * (Math.PI / 180);
  const dx = Math.cos(a) * 26;
  const dy = Math.sin(a) * 26;
  el(
    'line',
    { x1: cx - dx, y1: cy - dy, x2: cx + dx * 0.6, y2: cy + dy * 0.6, stroke: '#23374d', 'stroke-width': 5 },
    g,
  );
  el(
    'polygon',
    {
      points: [
        [cx + dx, cy + dy],
        [cx + dx * 0.35 - dy * 0.35, cy + dy * 0.35 + dx * 0.35],
        [cx + dx * 0.35 + dy * 0.35, cy + dy * 0.35 - dx * 0.35],
      ]
        .map((p) => p.join(','))
        .join(' '),
      fill: '#23374d',
    },
    g,
  );
  const t = el(
    'text',
    { x: cx, y: 112, 'text-anchor': 'middle', 'font-size': 11, fill: '#23374d', 'font-weight': 700 },
    g,
  );
  t.textContent = `wind ${wind.board} (${wind.name})`;
  el('text', { x: cx, y: 125, 'text-anchor': 'middle', 'font-size': 11, fill: '#23374d' }, g).textContent =
    wind.velocityName;
}
