/**
 * The mapboard in SVG: flat-topped hexes in columns, land, ship counters over their bow and stern hexes, the
 * wind, overlays; zoom (wheel, buttons) and pan (drag). Like the printed mapboard, the hexes are not labelled one
 * by one: the column letters run along the top edge of the view and the row numbers along its left edge (the
 * board's labels, sent by the server), and the hex under the pointer is named in a corner. Pure drawing: every
 * rule is decided by the server.
 */
import { drawCounter, type CounterShip } from './counter.js';
import { h } from './dom.js';
import { DIRS, DIR_VECTORS, SIZE, SQ3, centre, el, hexPoints, pointList } from './hexes.js';
import type { Hex, MapData, ShipCounter, Wind } from './types.js';
import { drawWind } from './wind.js';

interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A heading a ship may end with in a hex (0–5), and the plot that ends so. */
export interface HeadingChoice {
  heading: number;
  plot: string;
}

type Sided = Pick<ShipCounter, 'side' | 'controller'>;

export class Board {
  readonly svg: SVGSVGElement;
  private readonly mapLayer: SVGGElement;
  private readonly overLayer: SVGGElement;
  private readonly shipLayer: SVGGElement;
  private readonly topLayer: SVGGElement;
  private readonly rulerLayer: SVGGElement;
  private readonly readout: HTMLElement | null;
  private readonly windSvg: SVGSVGElement | null;
  private view: View | null = null;
  private drawnMap: string | null = null;
  /** each column's letters, and each hex's row number ("q,r"), for the rulers */
  private columns = new Map<number, string>();
  private rows = new Map<string, string>();
  private justDragged = false;
  private wind: Wind | null = null;
  onShipClick: (ship: ShipCounter) => void = () => {};
  onShipHover: (ship: ShipCounter | null, e?: MouseEvent) => void = () => {};
  onHexClick: (hex: Hex, label: string) => void = () => {};
  /** the counters drawn, by ship id */
  readonly counters = new Map<string, SVGGElement>();
  /** the sides in the order their ships were first drawn: a side's pennant colour is its place here */
  sides: string[] = [];

  constructor(svg: SVGSVGElement) {
    this.svg = svg;
    this.svg.innerHTML = '';
    const root = el('g', {}, svg);
    this.mapLayer = el('g', { class: 'map' }, root);
    this.overLayer = el('g', { class: 'overlay' }, root);
    this.shipLayer = el('g', { class: 'ships' }, root);
    this.topLayer = el('g', { class: 'top' }, root);
    this.rulerLayer = el('g', { class: 'rulers' }, root);
    this.readout = svg.parentElement?.querySelector<HTMLElement>('.hex-readout') ?? null;
    this.windSvg = svg.parentElement?.querySelector<SVGSVGElement>('.wind-box') ?? null;
    this.enablePanZoom();
  }

  drawMap(map: MapData): void {
    const key = `${map.columns}x${map.rows}:${map.land.length}`;
    if (this.drawnMap === key) return;
    this.drawnMap = key;
    this.mapLayer.innerHTML = '';
    const land = new Set(map.land.map((x) => `${x.q},${x.r}`));
    // each hex's column letters and row number, for the rulers (labels like J20: letters, then the row)
    this.columns = new Map();
    this.rows = new Map();
    for (const [q, r, label] of map.hexes) {
      const hex = { q, r };
      const p = el(
        'polygon',
        { points: hexPoints(hex), class: land.has(`${q},${r}`) ? 'hex land' : 'hex', 'data-hex': label },
        this.mapLayer,
      );
      p.addEventListener('click', () => this.onHexClick(hex, label));
      p.addEventListener('mouseenter', () => this.showReadout(label));
      const m = /^([A-Z]+)(\d+)$/.exec(label);
      if (m) {
        this.columns.set(q, m[1]);
        this.rows.set(`${q},${r}`, m[2]);
      }
    }
    this.mapLayer.addEventListener('mouseleave', () => this.showReadout(''));
    const extent = { w: 1.5 * SIZE * map.columns + SIZE, h: SQ3 * SIZE * (map.rows + 1) };
    if (!this.view) this.setView(-SIZE, -SIZE, extent.w + SIZE, extent.h + SIZE);
    else this.drawRulers();
  }

  /** The hex under the pointer, named in the corner of the board (empty: none). */
  private showReadout(label: string): void {
    if (!this.readout) return;
    this.readout.textContent = label ? `hex ${label}` : '';
    this.readout.hidden = !label;
  }

  /**
   * The rulers along the edges of the view, as on the printed mapboard: the column letters along the top, the
   * row numbers along the left (of the first whole column in view), sized to stay readable at any zoom.
   */
  private drawRulers(): void {
    const layer = this.rulerLayer;
    const v = this.view;
    if (!v) return;
    layer.innerHTML = '';
    const font = Math.max(3, v.w / 110);
    const band = font * 1.5;
    el('rect', { x: v.x, y: v.y, width: v.w, height: band, class: 'ruler-band' }, layer);
    el('rect', { x: v.x, y: v.y, width: band * 1.6, height: v.h, class: 'ruler-band' }, layer);
    const step = Math.max(1, Math.ceil((font * 2.2) / (1.5 * SIZE)));
    for (const [q, letters] of this.columns) {
      const x = 1.5 * q * SIZE;
      if (x < v.x + band * 1.6 || x > v.x + v.w || q % step) continue;
      el(
        'text',
        { x, y: v.y + font * 1.1, class: 'ruler', 'font-size': font, 'data-column': letters },
        layer,
      ).textContent = letters;
    }
    const q0 = [...this.columns.keys()].find((q) => 1.5 * q * SIZE >= v.x + band * 1.6 + SIZE) ?? 0;
    const rowStep = Math.max(1, Math.ceil((font * 1.3) / (SQ3 * SIZE)));
    for (const [k, row] of this.rows) {
      const [q, r] = k.split(',').map(Number);
      if (q !== q0 || Number(row) % rowStep) continue;
      const y = centre({ q, r }).y;
      if (y < v.y + band + font || y > v.y + v.h) continue;
      el(
        'text',
        { x: v.x + band * 0.8, y: y + font * 0.35, class: 'ruler', 'font-size': font, 'data-row': row },
        layer,
      ).textContent = row;
    }
  }

  private setView(x: number, y: number, w: number, h: number): void {
    this.view = { x, y, w, h };
    this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
    this.drawWind();
    this.drawRulers();
  }

  /** Show the given hexes (the ships) with a margin. */
  fit(hexes: readonly Hex[], margin = 5): void {
    if (!hexes.length) return;
    const pts = hexes.map(centre);
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    const m = margin * SIZE * 1.6;
    let x0 = Math.min(...xs) - m;
    const y0 = Math.min(...ys) - m;
    let w = Math.max(...xs) - x0 + m;
    let h = Math.max(...ys) - y0 + m;
    const minW = 26 * SIZE * 1.5;
    if (w < minW) {
      x0 -= (minW - w) / 2;
      w = minW;
    }
    const rect = this.svg.getBoundingClientRect();
    const aspect = rect.width && rect.height ? rect.width / rect.height : 1.2;
    let y = y0;
    if (w / h < aspect) {
      x0 -= (h * aspect - w) / 2;
      w = h * aspect;
    } else {
      y -= (w / aspect - h) / 2;
      h = w / aspect;
    }
    this.setView(x0, y, w, h);
  }

  /** Refit when one of the hexes has left the view (a ship sailed out of it). */
  keepInView(hexes: readonly Hex[]): void {
    const v = this.view;
    if (!v) return;
    const inset = SIZE;
    const out = hexes.some((x) => {
      const c = centre(x);
      return c.x < v.x + inset || c.y < v.y + inset || c.x > v.x + v.w - inset || c.y > v.y + v.h - inset;
    });
    if (out) this.fit(hexes);
  }

  zoom(factor: number, cx?: number, cy?: number): void {
    const v = this.view;
    if (!v) return;
    const px = cx ?? v.x + v.w / 2;
    const py = cy ?? v.y + v.h / 2;
    const w = Math.min(Math.max(v.w * factor, 40), 4000);
    const h = v.h * (w / v.w);
    this.setView(px - (px - v.x) * (w / v.w), py - (py - v.y) * (h / v.h), w, h);
  }

  private enablePanZoom(): void {
    let drag: { x: number; y: number; view: View; moved: boolean } | null = null;
    this.svg.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = this.svg.getBoundingClientRect();
        const v = this.view;
        if (!v) return;
        this.zoom(
          e.deltaY > 0 ? 1.15 : 1 / 1.15,
          v.x + ((e.clientX - r.left) / r.width) * v.w,
          v.y + ((e.clientY - r.top) / r.height) * v.h,
        );
      },
      { passive: false },
    );
    this.svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 || !this.view) return;
      drag = { x: e.clientX, y: e.clientY, view: { ...this.view }, moved: false };
    });
    window.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const r = this.svg.getBoundingClientRect();
      const dx = ((e.clientX - drag.x) / r.width) * drag.view.w;
      const dy = ((e.clientY - drag.y) / r.height) * drag.view.h;
      if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4) drag.moved = true;
      if (drag.moved) this.setView(drag.view.x - dx, drag.view.y - dy, drag.view.w, drag.view.h);
    });
    window.addEventListener('pointerup', () => {
      if (drag?.moved) {
        this.justDragged = true;
        setTimeout(() => (this.justDragged = false), 0);
      }
      drag = null;
    });
    this.svg.addEventListener(
      'click',
      (e) => {
        if (this.justDragged) e.stopPropagation();
      },
      true,
    );
  }

  private drawWind(): void {
    if (this.wind && this.windSvg) drawWind(this.windSvg, this.wind);
  }

  setWind(wind: Wind): void {
    this.wind = wind;
    this.drawWind();
  }

  /** The side's number (0, 1, …) in the order the sides' ships are listed: the same in every frame of a game. */
  sideIndex(ship: Sided): number {
    for (const id of [ship.side, ship.controller]) if (!this.sides.includes(id)) this.sides.push(id);
    return Math.min(this.sides.indexOf(ship.controller), 3);
  }

  private counter(ship: CounterShip, parent: Element, cls = ''): SVGGElement {
    return drawCounter(ship, parent, this.sideIndex(ship), cls);
  }

  drawShips(ships: readonly ShipCounter[], selected: string | null, labels?: (hex: Hex) => string): void {
    this.shipLayer.innerHTML = '';
    this.counters.clear();
    for (const ship of ships) this.sideIndex(ship);
    for (const ship of ships) {
      if (!ship.onBoard) continue;
      const g = this.counter(
        { ...ship, bowLabel: labels?.(ship.bow) },
        this.shipLayer,
        ship.id === selected ? 'selected' : '',
      );
      g.addEventListener('click', (e) => {
        e.stopPropagation();
        this.onShipClick(ship);
      });
      g.addEventListener('mouseenter', (e) => this.onShipHover(ship, e));
      g.addEventListener('mousemove', (e) => this.onShipHover(ship, e));
      g.addEventListener('mouseleave', () => this.onShipHover(null));
      this.counters.set(ship.id, g);
    }
  }

  clearOverlay(): void {
    this.overLayer.innerHTML = '';
    this.topLayer.innerHTML = '';
  }

  hexFill(hex: Hex, cls: string): SVGPolygonElement {
    return el('polygon', { points: hexPoints(hex, 0.92), class: cls }, this.overLayer);
  }

  /**
   * A legal end to click. Under a ship (a ship in irons ends in her own bow hex) it is drawn over the counters as
   * a ring, so that it can be seen and clicked.
   */
  endMarker(hex: Hex, covered: boolean, attrs: Record<string, string>): SVGPolygonElement {
    const layer = covered ? this.topLayer : this.overLayer;
    return el('polygon', { points: hexPoints(hex, 0.92), class: covered ? 'end covered' : 'end', ...attrs }, layer);
  }

  /**
   * The headings a ship may end with in one hex (plots ending there with different headings): an arrow for each,
   * from the hex's centre the way her bow would point.
   */
  headingArrows(hex: Hex, choices: readonly HeadingChoice[], onPick: (c: HeadingChoice) => void): SVGGElement {
    const c = centre(hex);
    const g = el('g', { class: 'heading-choices' }, this.topLayer);
    el('polygon', { points: hexPoints(hex, 0.98), class: 'heading-hex' }, g);
    for (const ch of choices) {
      const to = centre({ q: hex.q + DIR_VECTORS[ch.heading].q, r: hex.r + DIR_VECTORS[ch.heading].r });
      const len = Math.hypot(to.x - c.x, to.y - c.y);
      const ux = (to.x - c.x) / len;
      const uy = (to.y - c.y) / len;
      const at = (k: number, side: number) => [c.x + ux * SIZE * k - uy * side, c.y + uy * SIZE * k + ux * side];
      const arrow = el(
        'polygon',
        {
          points: pointList([at(1.15, 0), at(0.25, SIZE * 0.36), at(0.25, -SIZE * 0.36)]),
          class: 'heading-choice',
          'data-heading': ch.heading + 1,
          'data-plot': ch.plot,
        },
        g,
      );
      el('title', {}, arrow).textContent = `heading ${ch.heading + 1} (${DIRS[ch.heading]}): plot ${ch.plot || '0'}`;
      arrow.addEventListener('click', (e) => {
        e.stopPropagation();
        onPick(ch);
      });
    }
    return g;
  }

  pathLine(points: readonly Hex[], cls: string): SVGPathElement {
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${centre(p).x.toFixed(2)},${centre(p).y.toFixed(2)}`).join(' ');
    return el('path', { d, class: cls }, this.topLayer);
  }

  /** A counter drawn faintly where a plot would leave the ship. */
  ghost(ship: ShipCounter, at: { bow: Hex; stern: Hex; heading: number }): SVGGElement {
    const g = this.counter(
      { ...ship, bow: at.bow, stern: at.stern, heading: at.heading, flags: {} },
      this.topLayer,
      'ghost-counter',
    );
    g.classList.add('ghost');
    g.setAttribute('id', 'plot-end');
    return g;
  }

  shot(fromShip: Pick<ShipCounter, 'bow'>, toShip: Pick<ShipCounter, 'bow'>, text: string): void {
    const a = centre(fromShip.bow);
    const b = centre(toShip.bow);
    el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'shot' }, this.topLayer);
    el(
      'text',
      { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 - 3, class: 'shottext', 'text-anchor': 'middle' },
      this.topLayer,
    ).textContent = text;
  }
}

/** The pennant of the side commanding the ship, as the board draws it at her stern (the ships list, the legend). */
export function swatch(board: Board, ship: Sided): HTMLSpanElement {
  return h('span', { class: `swatch side-${board.sideIndex(ship)}` });
}
