/** WS&IM: a ship's orders in words. */
import type { ShipOrders } from '../../api/wsim.js';
import type { ShipNames } from '../glyphs.js';

/** A ship's orders in words (for "orders" and the confirmation of a phase). */
export function describeOrders(o: ShipOrders, names: ShipNames): string[] {
  const out: string[] = [];
  const side = { L: 'left', R: 'right' } as const;
  if (o.initialLoads)
    out.push(
      `initial loads ${Object.entries(o.initialLoads)
        .map(([b, a]) => `${side[b as 'L' | 'R']} ${a}`)
        .join(', ')}`,
    );
  if (o.initialSail) out.push(`start at ${o.initialSail === 'FS' ? 'full' : 'battle'} sails`);
  if (o.unfoul !== undefined) out.push(o.unfoul ? 'try to unfoul' : 'stay fouled');
  if (o.sacrificeRigging) out.push('sacrifice a rigging square (6.1)');
  if (o.plot !== undefined) out.push(`plot ${o.plot}`);
  if (o.sail) out.push(o.sail === 'FS' ? 'set full sails' : 'shorten to battle sails');
  if (o.anchor) out.push(`anchor ${o.anchor}`);
  if (o.repair) out.push(`repair ${o.repair === 'H' ? 'hull' : o.repair === 'G' ? 'guns' : 'rigging'}`);
  if (o.ahead?.length) out.push(`written ahead ${o.ahead.join(', ')}`);
  if (o.hoistFlag) out.push('hoist the flag (32.5)');
  if (o.grapple)
    out.push(
      `grapple ${o.grapple === 'adjacent-enemies' ? 'every adjacent enemy' : o.grapple.map((id) => names.tag(id)).join(', ')}`,
    );
  if (o.ungrapple)
    out.push(`cast off ${o.ungrapple === 'all' ? 'every grapple' : o.ungrapple.map((id) => names.tag(id)).join(', ')}`);
  for (const p of o.boarding ?? [])
    out.push(
      `${p.type} ${p.sections} section${p.sections > 1 ? 's' : ''}${p.target ? ` → ${names.tag(p.target)}` : ''}${p.counterBoard ? ' (counter-board)' : ''}`,
    );
  for (const b of ['L', 'R'] as const) {
    const f = o.fire?.[b];
    if (!f) continue;
    if (f.discharge) out.push(`discharge ${side[b]}`);
    else
      out.push(
        `fire ${side[b]} at ${[f.target ?? 'closest']
          .flat()
          .map((t) => names.tag(t))
          .join(
            '/',
          )}, ${f.aim ?? 'hull'}${f.sections && f.sections !== 'both' ? `, ${f.sections} section` : ''}${f.asGrape ? ', as grapeshot' : ''}`,
      );
  }
  if (o.gunHits) out.push(`gun hits in a rake off the ${side[o.gunHits]} broadside (11.4.3.1)`);
  if (o.mortar)
    out.push(`fire the mortars${o.mortar.target ? ` at ${[o.mortar.target].flat().join(', ')} first` : ''}`);
  if (o.loadMortars) out.push('load the mortars');
  if (o.load) {
    if (o.load.none) out.push('no reloading');
    else
      out.push(
        `load ${(['L', 'R'] as const)
          .filter((b) => o.load![b])
          .map((b) => `${side[b]} ${o.load![b]}`)
          .join(', ')}`,
      );
  }
  return out;
}
