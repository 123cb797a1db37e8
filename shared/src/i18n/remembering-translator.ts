import type { TFunction } from 'i18next';
import { CACHE_BUDGETS, textBytes } from '../cache-budgets';

/**
 * A translator that remembers what it answered. The server translates the same phrases on every
 * page, and i18next resolves each call afresh (key path, plural rules, interpolation): on a
 * signed-in catalogue page its `t` was a sixth of the time. The catalogues never change while a
 * process runs, so a key with the same plain values always translates to the same text.
 *
 * Only calls whose options are plain values (strings, numbers, booleans) are remembered; a
 * number and the same digits as a string stay apart, since plurals may read them differently.
 * Anything else (no string key, nested options, more arguments) goes to i18next every time.
 *
 * Interpolated values (names, counts) are unbounded, and the server keeps a translator per
 * language and per island's texts: every translator's answers together are bounded by bytes
 * (issue #45), and past the budget they all start over rather than grow without end.
 */
const everyRemembered = new Set<WeakRef<Map<string, string>>>();
let bytesRemembered = 0;
/** A Map entry's own cost beside its two strings, roughly. */
const ENTRY_BYTES = 64;

/** The bytes every remembering translator holds together (never above CACHE_BUDGETS.translations). */
export const rememberedBytes = (): number => bytesRemembered;

function remember(remembered: Map<string, string>, key: string, text: string): void {
  const bytes = textBytes(key) + textBytes(text) + ENTRY_BYTES;
  if (bytes > CACHE_BUDGETS.translations) return;
  if (bytesRemembered + bytes > CACHE_BUDGETS.translations) forgetEverything();
  remembered.set(key, text);
  bytesRemembered += bytes;
}

function forgetEverything(): void {
  for (const reference of everyRemembered) {
    const remembered = reference.deref();
    if (remembered) remembered.clear();
    else everyRemembered.delete(reference);
  }
  bytesRemembered = 0;
}

export function rememberingTranslator<T extends TFunction>(translate: T): T {
  const remembered = new Map<string, string>();
  everyRemembered.add(new WeakRef(remembered));
  const plain = translate as unknown as (...args: unknown[]) => unknown;
  const rememberingTranslate = (...args: unknown[]): unknown => {
    const key = args.length <= 2 ? memoKeyOf(args[0], args[1]) : null;
    if (key === null) return plain(...args);
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const text = plain(...args);
    if (typeof text === 'string') remember(remembered, key, text);
    return text;
  };
  return rememberingTranslate as unknown as T;
}

/** One string per distinct call, or null when the call is not one to remember. */
function memoKeyOf(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return null;
  let memoKey = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value === 'string') memoKey += `\u0000${name}\u0001${value}`;
    else if (typeof value === 'number' || typeof value === 'boolean') memoKey += `\u0000${name}\u0002${String(value)}`;
    else return null;
  }
  return memoKey;
}
