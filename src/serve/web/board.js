// The mapboard in SVG: flat-topped hexes in columns, land, ship counters over their bow and stern hexes, the
// wind, overlays; zoom (wheel, buttons) and pan (drag). Like the printed mapboard, the hexes are not labelled one
// by one: the column letters run along the top edge of the view and the row numbers along its left edge (the
// board's labels, sent by the server), and the hex under the pointer is named in a corner. Pure drawing: every
// rule is decided by the server.
const NS = 'http://www.w3.org/2000/svg';
const SIZE = 10;
const SQ3 = Math.sqrt(3);
const NATION_COLOURS = {
  british: '#b71c1c',
  french: '#1a3f8f',
  american: '#2e6b3a',
  spanish: '#c79100',
  dutch: '#e65100',
};
const DIRS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
/** The six hex directions (axial), clockwise from north: docs/geometry.md. */
const DIR_VECTORS = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export function centre(h) {
  return { x: 1.5 * h.q * SIZE, y: SQ3 * (h.r + h.q / 2) * SIZE };
}

export function el(name, attrs = {}, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

function hexPoints(h, scale = 1) {
  const c = centre(h);
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(`${(c.x + SIZE * scale * Math.cos(a)).toFixed(2)},${(c.y + SIZE * scale * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

export function nationColour(nation) {
  return NATION_COLOURS[String(nation).toLowerCase()] ?? '#455a64';
}

export class Board {
  constructor(svg) {
    this.svg = svg;
    this.svg.innerHTML = '';
    this.root = el('g', {}, svg);
    this.mapLayer = el('g', { class: 'map' }, this.root);
    this.overLayer = el('g', { class: 'overlay' }, this.root);
    this.shipLayer = el('g', { class: 'ships' }, this.root);
    this.topLayer = el('g', { class: 'top' }, this.root);
    this.rulerLayer = el('g', { class: 'rulers' }, this.root);
    this.readout = svg.parentElement.querySelector('.hex-readout');
    this.windSvg = svg.parentElement.querySelector('.wind-box');
    this.view = null;
    this.drawnMap = null;
    this.onShipClick = () => {};
    this.onShipHover = () => {};
    this.onHexClick = () => {};
    this.counters = new Map();
    this.enablePanZoom();
  }

  drawMap(map) {
    const key = `${map.columns}x${map.rows}:${map.land.length}`;
    if (this.drawnMap === key) return;
    this.drawnMap = key;
    this.mapLayer.innerHTML = '';
    const land = new Set(map.land.map((h) => `${h.q},${h.r}`));
    // each hex's column letters and row number, for the rulers (labels like J20: letters, then the row)
    this.columns = new Map();
    this.rows = new Map();
    for (const [q, r, label] of map.hexes) {
      const h = { q, r };
      const p = el(
        'polygon',
        { points: hexPoints(h), class: land.has(`${q},${r}`) ? 'hex land' : 'hex', 'data-hex': label },
        this.mapLayer,
      );
      p.addEventListener('click', () => this.onHexClick(h, label));
      p.addEventListener('mouseenter', () => this.showReadout(label));
      const m = /^([A-Z]+)(\d+)$/.exec(label);
      if (m) {
        this.columns.set(q, m[1]);
        this.rows.set(`${q},${r}`, m[2]);
      }
    }
    this.mapLayer.addEventListener('mouseleave', () => this.showReadout(''));
    this.extent = { w: 1.5 * SIZE * map.columns + SIZE, h: SQ3 * SIZE * (map.rows + 1) };
    if (!this.view) this.setView(-SIZE, -SIZE, this.extent.w + SIZE, this.extent.h + SIZE);
    else this.drawRulers();
  }

  /** The hex under the pointer, named in the corner of the board (empty: none). */
  showReadout(label) {
    if (!this.readout) return;
    this.readout.textContent = label ? `hex ${label}` : '';
    this.readout.hidden = !label;
  }

  /**
   * The rulers along the edges of the view, as on the printed mapboard: the column letters along the top, the
   * row numbers along the left (of the first whole column in view), sized to stay readable at any zoom.
   */
  drawRulers() {
    const layer = this.rulerLayer;
    if (!layer || !this.columns || !this.view) return;
    layer.innerHTML = '';
    const v = this.view;
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

  setView(x, y, w, h) {
    this.view = { x, y, w, h };
    this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
    this.drawWind();
    this.drawRulers();
  }

  /** Show the given hexes (the ships) with a margin. */
  fit(hexes, margin = 5) {
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
  keepInView(hexes) {
    const v = this.view;
    const inset = SIZE;
    const out = hexes.some((x) => {
      const c = centre(x);
      return c.x < v.x + inset || c.y < v.y + inset || c.x > v.x + v.w - inset || c.y > v.y + v.h - inset;
    });
    if (out) this.fit(hexes);
  }

  zoom(factor, cx, cy) {
    const v = this.view;
    const px = cx ?? v.x + v.w / 2;
    const py = cy ?? v.y + v.h / 2;
    const w = Math.min(Math.max(v.w * factor, 40), 4000);
    const h = v.h * (w / v.w);
    this.setView(px - (px - v.x) * (w / v.w), py - (py - v.y) * (h / v.h), w, h);
  }

  enablePanZoom() {
    let drag = null;
    this.svg.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = this.svg.getBoundingClientRect();
        const v = this.view;
        this.zoom(
          e.deltaY > 0 ? 1.15 : 1 / 1.15,
          v.x + ((e.clientX - r.left) / r.width) * v.w,
          v.y + ((e.clientY - r.top) / r.height) * v.h,
        );
      },
      { passive: false },
    );
    this.svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
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

  /** The wind in the corner of the board: an arrow blowing towards its direction (board number 1–6), and its velocity. */
  drawWind() {
    if (!this.wind || !this.windSvg) return;
    const w = this.windSvg;
    w.innerHTML = '';
    const g = el('g', { class: 'wind', 'data-direction': this.wind.board, 'data-velocity': this.wind.velocity }, w);
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
    const a = (this.wind.direction * 60 - 90) * (Math.PI / 180);
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
    t.textContent = `wind ${this.wind.board} (${this.wind.name})`;
    el('text', { x: cx, y: 125, 'text-anchor': 'middle', 'font-size': 11, fill: '#23374d' }, g).textContent =
      this.wind.velocityName;
  }

  setWind(wind) {
    this.wind = wind;
    this.drawWind();
  }

  /** A ship counter: a hull over the stern and bow hexes, pointed at the bow, with its tag and status marks. */
  counter(ship, parent, extra = {}) {
    const b = centre(ship.bow);
    const s = centre(ship.stern);
    const dx = b.x - s.x;
    const dy = b.y - s.y;
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const w = SIZE * 0.6;
    const tip = { x: b.x + ux * SIZE * 0.8, y: b.y + uy * SIZE * 0.8 };
    const bw = { x: b.x + ux * SIZE * 0.2, y: b.y + uy * SIZE * 0.2 };
    const st = { x: s.x - ux * SIZE * 0.55, y: s.y - uy * SIZE * 0.55 };
    const pts = [
      [tip.x, tip.y],
      [bw.x - uy * w, bw.y + ux * w],
      [st.x - uy * w, st.y + ux * w],
      [st.x + uy * w, st.y - ux * w],
      [bw.x + uy * w, bw.y - ux * w],
    ];
    const g = el(
      'g',
      {
        class: `counter${extra.cls ? ` ${extra.cls}` : ''}`,
        'data-ship': ship.id,
        'data-bow': ship.bowLabel ?? '',
        'data-heading': ship.heading,
      },
      parent,
    );
    const struck = ship.flags.struck || ship.flags.removed;
    el(
      'polygon',
      {
        class: 'hull',
        points: pts.map((p) => p.map((n) => n.toFixed(2)).join(',')).join(' '),
        fill: nationColour(ship.nation),
        'fill-opacity': struck ? 0.45 : 1,
      },
      g,
    );
    // the side's pennant at the stern, by the side that commands her (a prize flies her captor's): ships of one
    // nation on both sides (a lab game of two French frigates) are told apart by it
    if (ship.controller !== undefined) {
      const at = { x: s.x - ux * SIZE * 0.2, y: s.y - uy * SIZE * 0.2 };
      el('circle', { class: `pennant side-${this.sideIndex(ship)}`, cx: at.x, cy: at.y, r: SIZE * 0.17 }, g);
    }
    const mid = { x: (b.x + s.x) / 2, y: (b.y + s.y) / 2 };
    el('text', { x: mid.x, y: mid.y + 2.4 }, g).textContent = ship.tag;
    const marks = [];
    if (ship.flags.fullSail) marks.push('FS');
    if (ship.flags.fouled) marks.push('F');
    if (ship.flags.grappled) marks.push('G');
    if (ship.flags.anchored) marks.push('A');
    if (ship.flags.struck) marks.push('STRUCK');
    if (marks.length) {
      el('text', { x: mid.x, y: mid.y - w - 2, class: 'marks' }, g).textContent = marks.join(' ');
    }
    return g;
  }

  /** The side's number (0, 1, …) in the order the sides' ships are listed: the same in every frame of a game. */
  sideIndex(ship) {
    this.sides ??= [];
    for (const id of [ship.side, ship.controller]) if (!this.sides.includes(id)) this.sides.push(id);
    return Math.min(this.sides.indexOf(ship.controller), 3);
  }

  drawShips(ships, selected, labels) {
    this.shipLayer.innerHTML = '';
    this.counters.clear();
    for (const ship of ships) this.sideIndex(ship);
    for (const ship of ships) {
      if (!ship.onBoard) continue;
      const g = this.counter({ ...ship, bowLabel: labels?.(ship.bow) }, this.shipLayer, {
        cls: ship.id === selected ? 'selected' : '',
      });
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

  clearOverlay() {
    this.overLayer.innerHTML = '';
    this.topLayer.innerHTML = '';
  }

  hexFill(h, cls, attrs = {}) {
    return el('polygon', { points: hexPoints(h, 0.92), class: cls, ...attrs }, this.overLayer);
  }

  /**
   * A legal end to click. Under a ship (a ship in irons ends in her own bow hex) it is drawn over the counters as
   * a ring, so that it can be seen and clicked.
   */
  endMarker(h, covered, attrs = {}) {
    const layer = covered ? this.topLayer : this.overLayer;
    return el('polygon', { points: hexPoints(h, 0.92), class: covered ? 'end covered' : 'end', ...attrs }, layer);
  }

  /**
   * The headings a ship may end with in one hex (plots ending there with different headings): an arrow for each,
   * from the hex's centre the way her bow would point; `choices` are { heading (0–5), plot }.
   */
  headingArrows(h, choices, onPick) {
    const c = centre(h);
    const g = el('g', { class: 'heading-choices' }, this.topLayer);
    el('polygon', { points: hexPoints(h, 0.98), class: 'heading-hex' }, g);
    for (const ch of choices) {
      const to = centre({ q: h.q + DIR_VECTORS[ch.heading].q, r: h.r + DIR_VECTORS[ch.heading].r });
      const len = Math.hypot(to.x - c.x, to.y - c.y);
      const ux = (to.x - c.x) / len;
      const uy = (to.y - c.y) / len;
      const at = (k, side) => [c.x + ux * SIZE * k - uy * side, c.y + uy * SIZE * k + ux * side];
      const arrow = el(
        'polygon',
        {
          points: [at(1.15, 0), at(0.25, SIZE * 0.36), at(0.25, -SIZE * 0.36)]
            .map((p) => p.map((n) => n.toFixed(2)).join(','))
            .join(' '),
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

  pathLine(points, cls) {
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${centre(p).x.toFixed(2)},${centre(p).y.toFixed(2)}`).join(' ');
    return el('path', { d, class: cls }, this.topLayer);
  }

  /** A counter drawn faintly where a plot would leave the ship. */
  ghost(ship, at) {
    const g = this.counter({ ...ship, bow: at.bow, stern: at.stern, heading: at.heading, flags: {} }, this.topLayer, {
      cls: 'ghost-counter',
    });
    g.classList.add('ghost');
    g.setAttribute('id', 'plot-end');
    return g;
  }

  shot(fromShip, toShip, text) {
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

export { DIRS };
