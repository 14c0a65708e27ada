/**
 * The new game form: a scenario (built in, or a file uploaded and checked by the server), the rules (a scenario
 * is played under its own unless others are chosen), the side, the opponent (a level of play, a captain with
 * its options, or another person with a join link) and the seed.
 */
import { createGame, getMeta } from './api.js';
import { $, $input, $select, all, checked, h, listLines, messageOf } from './dom.js';
import type { Meta, NewGameBody } from './types.js';

type Level = NewGameBody['rules']['level'];
const LEVELS: readonly Level[] = ['basic', 'advanced', 'springelkamp'];

/** A scenario file chosen: its name and its JSON, or its text when it is not JSON (the server says why). */
type Upload = { name: string; json: unknown } | { name: string; invalid: string };

interface Form {
  meta: Meta;
  upload: Upload | null;
}

const fromFile = () => checked('source').value === 'file';
const levelChosen = (): Level => LEVELS.find((l) => l === checked('level').value) ?? 'basic';
const builtIn = (form: Form) => form.meta.scenarios.find((s) => s.id === $select('#scenario').value);

/** The sides an uploaded scenario names (those with an id), or null when it names none. */
function uploadedSides(upload: Upload | null): { id: string; name: string }[] | null {
  const json = upload && 'json' in upload ? upload.json : null;
  if (typeof json !== 'object' || json === null || !('sides' in json) || !Array.isArray(json.sides)) return null;
  return json.sides.flatMap((x: unknown) =>
    typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'string'
      ? [{ id: x.id, name: 'name' in x && typeof x.name === 'string' ? x.name : x.id }]
      : [],
  );
}

function fillSides(form: Form): void {
  const sides = (fromFile() ? uploadedSides(form.upload) : null) ?? builtIn(form)?.sides ?? [];
  const sel = $('#side');
  sel.innerHTML = '';
  for (const s of sides) sel.append(h('option', { value: s.id }, s.name));
}

// one default everywhere: a scenario is played under its own rules (its level and the optional or special rules
// it turns on, as `wsim play` without --rules) unless other rules are chosen (another system: its counterpart,
// I-SYS-1); only the chosen system's options are shown
function showOptions(): void {
  const level = levelChosen();
  $('#optional-rules').hidden = level === 'springelkamp';
  $('#special-rules').hidden = level !== 'springelkamp';
}

function fillLevel(form: Form): void {
  const own = builtIn(form)?.rules ?? { level: 'basic', optional: [] };
  $input(`input[name=level][value=${own.level}]`).checked = true;
  for (const box of all('input[name=optional]')) box.checked = own.optional.includes(box.value);
  showOptions();
}

async function readUpload(form: Form, e: Event): Promise<void> {
  $('#scenario-errors').innerHTML = '';
  const f = e.target instanceof HTMLInputElement ? e.target.files?.[0] : undefined;
  form.upload = null;
  if (!f) return;
  $input('input[name=source][value=file]').checked = true;
  const text = await f.text();
  try {
    form.upload = { name: f.name, json: JSON.parse(text) };
  } catch (err) {
    listLines($('#scenario-errors'), [`${f.name}: not JSON (${messageOf(err)})`]);
    form.upload = { name: f.name, invalid: text };
  }
  fillSides(form);
}

/** The switches of both systems' rules, each by the rule's name (WS&IM's with its number); the rule and its --rules word on hover. */
function ruleSwitches(meta: Meta): void {
  const ruleBox = (r: { name: string; rule: string; title: string }, numbered: boolean) =>
    h(
      'label',
      { title: `${r.rule} — --rules …,${r.name}` },
      h('input', { type: 'checkbox', name: 'optional', value: r.name }),
      numbered ? ` ${r.title} (${r.rule})` : ` ${r.title}`,
    );
  const opt = $('#optional-rules');
  opt.append('WS&IM optional rules: ');
  for (const r of meta.optionalRules) opt.append(ruleBox(r, true));
  const special = $('#special-rules');
  special.append("Springelkamp's special rules: ");
  for (const r of meta.specialRules) special.append(ruleBox(r, false));
}

/** The chosen captain's description and a field for each of its options. */
function fillCaptainOptions(meta: Meta): void {
  const box = $('#captain-options');
  box.innerHTML = '';
  const c = meta.captains.find((x) => `captain:${x.name}` === $select('#opponent').value);
  if (!c) return;
  box.append(h('div', { class: 'desc' }, c.description));
  for (const o of c.options)
    box.append(
      h(
        'label',
        { title: o.description },
        `${o.key} `,
        h('input', { 'data-option': o.key, placeholder: String(o.default), size: 12 }),
      ),
    );
}

// in a game between two people the server draws the seed: nobody chooses the dice
function seedField(): void {
  const two = $select('#opponent').value === 'human';
  $input('#seed').disabled = two;
  $input('#seed').placeholder = two ? 'drawn by the server' : 'random';
}

/** The opponents: the levels of play first (a captain spec each, with its measured strength), then every captain by name. */
function opponents(meta: Meta): void {
  const opp = $select('#opponent');
  for (const l of meta.levels)
    opp.append(
      h(
        'option',
        { value: `captain:${l.name}`, title: `${l.description} (${l.strength})`, 'data-level': l.name },
        `${l.name}: ${l.description} — ${l.strength}`,
      ),
    );
  for (const c of meta.captains)
    opp.append(h('option', { value: `captain:${c.name}`, title: c.description }, `computer captain: ${c.name}`));
  opp.append(h('option', { value: 'human' }, 'another person (join link)'));
  opp.value = 'captain:expert'; // greedy-raker, as `wsim play` plays by default
  fillCaptainOptions(meta);
  seedField();
  opp.addEventListener('change', () => {
    fillCaptainOptions(meta);
    seedField();
  });
}

/** The opponent chosen: a person, or a captain spec with the options filled in. */
function opponentChosen(): NewGameBody['opponent'] {
  const opp = $select('#opponent').value;
  if (opp === 'human') return { kind: 'human' };
  const opts = all('#captain-options input')
    .filter((i) => i.value.trim())
    .map((i) => `${i.dataset.option}=${i.value.trim()}`);
  return { kind: 'captain', captain: opp.slice('captain:'.length) + (opts.length ? `:${opts.join(',')}` : '') };
}

/** The request of the form, or null (and the reason shown) when it is not complete. */
function newGameBody(form: Form): NewGameBody | null {
  const level = levelChosen();
  // the chosen system's switches only (the other system's are hidden)
  const optional = all(
    level === 'springelkamp'
      ? '#special-rules input[name=optional]:checked'
      : '#optional-rules input[name=optional]:checked',
  ).map((x) => x.value);
  const side = $select('#side').value;
  let scenario: Pick<NewGameBody, 'scenario' | 'scenarioFile' | 'scenarioFileName'>;
  if (fromFile()) {
    const up = form.upload;
    if (!up) {
      listLines($('#scenario-errors'), ['choose a scenario file']);
      return null;
    }
    scenario = { scenarioFile: 'invalid' in up ? up.invalid : up.json, scenarioFileName: up.name };
  } else scenario = { scenario: $select('#scenario').value };
  const opponent = opponentChosen();
  const seed = $input('#seed').value.trim();
  return {
    rules: { level, optional },
    ...(side ? { side } : {}),
    ...scenario,
    opponent,
    ...(opponent.kind !== 'human' && seed ? { seed } : {}),
  };
}

async function submit(form: Form, e: Event): Promise<void> {
  e.preventDefault();
  $('#new-errors').innerHTML = '';
  $('#scenario-errors').innerHTML = '';
  const body = newGameBody(form);
  if (!body) return;
  const r = await createGame(body);
  if (!r.ok) {
    const target = r.status === 422 && fromFile() ? $('#scenario-errors') : $('#new-errors');
    listLines(target, r.data.errors ?? [r.data.error]);
    return;
  }
  location.href = `/?game=${r.data.id}&seat=${r.data.seat}`;
}

export async function newGamePage(): Promise<void> {
  $('#new').hidden = false;
  const meta = await getMeta();
  if (!meta.ok) return listLines($('#new-errors'), [meta.data.error]);
  const form: Form = { meta: meta.data, upload: null };
  const scen = $select('#scenario');
  for (const s of form.meta.scenarios) scen.append(h('option', { value: s.id }, `${s.name} (${s.id})`));
  fillSides(form);
  scen.addEventListener('change', () => fillSides(form));
  scen.addEventListener('change', () => fillLevel(form));
  for (const r of all('input[name=level]')) r.addEventListener('change', showOptions);
  for (const r of all('input[name=source]')) r.addEventListener('change', () => fillSides(form));
  $('#scenario-file').addEventListener('change', (e) => void readUpload(form, e));
  ruleSwitches(form.meta);
  fillLevel(form);
  opponents(form.meta);
  $('#new-form').addEventListener('submit', (e) => void submit(form, e));
}
