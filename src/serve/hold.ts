/**
 * The games held in memory. Every game is saved after each change (store.ts), so a game may be dropped
 * from memory at any moment it is not waiting for a captain's answer, and read back from its save when it
 * is asked for again (its captains are asked again at the same moments, as after a restart). At most
 * `maxGames` are held: to make room the finished ones go first, then the least recently used; a game
 * nobody has asked for in `idleMs` is dropped too. A game with a seat nobody has opened yet (its join
 * link unused, or created and never looked at) expires after `unjoinedMs` idle: it is removed, save and all.
 */
import type { Match, MatchSave } from './match.js';
import type { GameStore } from './store.js';

export interface HoldLimits {
  /** games held in memory at most */
  maxGames: number;
  /** a game held but not asked for this long is dropped from memory (its save stays) */
  idleMs: number;
  /** a game with a seat nobody has opened, idle this long, is removed (memory and save) */
  unjoinedMs: number;
}

export const HOLD_LIMITS: HoldLimits = { maxGames: 64, idleMs: 30 * 60_000, unjoinedMs: 24 * 3_600_000 };

/** No room: every game held is waiting for a captain's answer. */
export class HoldFull extends Error {}

/** A save that cannot be played again (the server's log says why). */
export class Unresumable extends Error {}

export interface HoldHooks {
  /** the game of a save, played again up to where it was */
  resume(save: MatchSave): Match;
  /** a dropped game's captains forgotten (the captains' thread frees them) */
  forget(id: string): void;
  now(): number;
  log(line: string): void;
}

export class GameHold {
  /** the games held, least recently used first, with the time each was last asked for */
  private readonly held = new Map<string, { match: Match; touched: number }>();
  /** games only on disk that wait for a person, with their last activity: they expire as held ones do */
  private readonly unjoined = new Map<string, number>();

  constructor(
    private readonly store: GameStore,
    private readonly limits: HoldLimits,
    private readonly hooks: HoldHooks,
  ) {}

  /** How many games are held in memory. */
  get size(): number {
    return this.held.size;
  }

  /** Is there a game of this id, held or saved. */
  has(id: string): boolean {
    return this.held.has(id) || this.store.has(id);
  }

  /** Read the folder's saves once (the server's start): which wait for a person, and since when. */
  scan(): void {
    for (const id of this.store.ids()) {
      const save = this.store.read(id, this.hooks.log);
      if (save?.seats.some((s) => s.kind === 'human' && !s.joined)) this.unjoined.set(id, this.store.modified(id));
    }
    this.sweep();
  }

  /** A new game, held from now on (and saved). */
  add(m: Match): void {
    this.makeRoom();
    this.hold(m);
  }

  /** The game, held or read back from its save; undefined when there is none (or it has expired). */
  get(id: string): Match | undefined {
    const h = this.held.get(id);
    if (h) {
      this.held.delete(id);
      this.held.set(id, { match: h.match, touched: this.hooks.now() });
      return h.match;
    }
    if (this.expired(this.unjoined.get(id))) this.remove(id);
    if (!this.store.has(id)) return undefined;
    const save = this.store.read(id, this.hooks.log);
    if (!save) throw new Unresumable(`game ${id}: its save is unreadable`);
    let m: Match;
    try {
      m = this.hooks.resume(save);
    } catch (e) {
      this.hooks.log(`wsim serve: ${this.store.path(id)}: cannot resume (${(e as Error).message})`);
      throw new Unresumable(`game ${id}: its save cannot be played again`);
    }
    this.makeRoom();
    this.unjoined.delete(id);
    this.hold(m);
    return m;
  }

  /** Drop the idle games from memory and remove the expired ones. */
  sweep(): void {
    const now = this.hooks.now();
    for (const [id, h] of [...this.held]) {
      if (h.match.thinking.size) continue;
      if (h.match.awaitsPerson() && this.expired(h.touched)) this.remove(id);
      else if (now - h.touched > this.limits.idleMs) this.drop(id);
    }
    for (const [id, t] of [...this.unjoined]) if (this.expired(t)) this.remove(id);
  }

  private expired(touched: number | undefined): boolean {
    return touched !== undefined && this.hooks.now() - touched > this.limits.unjoinedMs;
  }

  private hold(m: Match): void {
    this.held.set(m.id, { match: m, touched: this.hooks.now() });
    const save = () => {
      try {
        this.store.write(m.toSave());
      } catch (e) {
        this.hooks.log(`wsim serve: cannot save game ${m.id}: ${(e as Error).message}`);
      }
    };
    m.onChange = save;
    save();
  }

  /** Room for one more: the finished games go first, then the least recently used (none waiting for a captain). */
  private makeRoom(): void {
    while (this.held.size >= this.limits.maxGames) {
      const idle = [...this.held].filter(([, h]) => !h.match.thinking.size);
      const victim = idle.find(([, h]) => h.match.state.result) ?? idle[0];
      if (!victim)
        throw new HoldFull(
          `the server holds ${this.held.size} games, each waiting for a captain's answer; try again in a moment`,
        );
      this.drop(victim[0]);
    }
  }

  private drop(id: string): void {
    const h = this.held.get(id)!;
    this.held.delete(id);
    h.match.onChange = () => {};
    this.hooks.forget(id);
    if (h.match.awaitsPerson()) this.unjoined.set(id, h.touched);
  }

  private remove(id: string): void {
    if (this.held.has(id)) {
      this.held.delete(id);
      this.hooks.forget(id);
    }
    this.unjoined.delete(id);
    this.store.remove(id);
    this.hooks.log(`wsim serve: game ${id} removed: a seat was never opened and it stayed idle`);
  }
}
