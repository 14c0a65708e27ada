/** The page's small helpers over the DOM: elements by selector, elements built in one call, buttons, a pause. */

/** The element of a selector; the page's own markup (index.html) has every one it asks for. */
export function $<E extends Element = HTMLElement>(selector: string): E {
  const e = document.querySelector<E>(selector);
  if (!e) throw new Error(`the page has no ${selector}`);
  return e;
}

export const $input = (selector: string): HTMLInputElement => $<HTMLInputElement>(selector);
export const $select = (selector: string): HTMLSelectElement => $<HTMLSelectElement>(selector);

/** The checked radio button of a group (index.html checks one of each). */
export const checked = (name: string): HTMLInputElement => $input(`input[name=${name}]:checked`);

/** Every element of a selector. */
export const all = <E extends Element = HTMLInputElement>(selector: string): E[] => [
  ...document.querySelectorAll<E>(selector),
];

/** The parameters of the page's address: ?game=…&seat=…, ?join=…, ?replay=1, ?experiment=…&game=…. */
export const params = new URLSearchParams(location.search);

type Handler = (e: Event) => unknown;
/** Attributes by name (true: present, false/null/undefined: absent); `on…` an event's handler. */
type Attrs = Record<string, string | number | boolean | null | undefined | Handler>;
type Child = Node | string | null | undefined;

/** An HTML element with its attributes, handlers and children (arrays of children are spread). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}

/** A button; what `onclick` answers (an order's promise) is left to the browser, as any handler's. */
export function button(text: string, onclick: () => unknown, attrs: Attrs = {}): HTMLButtonElement {
  return h('button', { type: 'button', onclick, ...attrs }, text);
}

/** A list's items: one line each. */
export function listLines(list: Element, lines: readonly string[]): void {
  for (const line of lines) list.append(h('li', {}, line));
}

/** An error's message (a thrown value that is not an Error: its text). */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
