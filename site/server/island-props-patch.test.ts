import { escapeHTML } from 'astro/runtime/server/escape.js';
import { serializeIslandProps, serializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import { catalogueParts } from '@halaqa/shared/i18n/index';

/**
 * patches/astro@7.3.5.patch serialises an island's props one prop at a time and keeps the
 * serialised form of a deeply frozen prop (the islands' texts). The browser reads what Astro's
 * own serialisation would give, and a value that can still change is never kept.
 */
describe("Astro's island props, as patched", () => {
  // What Astro names the island by in its errors; nothing else of it is read here.
  const metadata = { displayName: 'Island', hydrate: 'load' } as Parameters<typeof serializeProps>[1];

  it('gives the text Astro itself would, and that text escaped for the attribute', () => {
    const props = {
      language: 'ar',
      messages: catalogueParts('ar', ['crash']),
      when: new Date(0),
      tags: new Set(['a"b']),
      lessons: [{ id: '1', name: '<b>' }],
      missing: undefined,
      count: 3,
    };
    const { json, escaped } = serializeIslandProps(props, metadata);
    expect(json).toBe(serializeProps(props, metadata));
    expect(escaped).toBe(escapeHTML(json));
  });

  it('reads a deeply frozen prop once, and every time one that can change', () => {
    let reads = 0;
    const frozen = Object.freeze({
      get title() {
        reads += 1;
        return 'عنوان';
      },
    });
    const first = serializeIslandProps({ messages: frozen }, metadata).json;
    const readsAtFirst = reads;
    expect(serializeIslandProps({ messages: frozen }, metadata).json).toBe(first);
    expect(reads).toBe(readsAtFirst);

    const child = { title: 'before' };
    const shallow = Object.freeze({ child });
    serializeIslandProps({ messages: shallow }, metadata);
    child.title = 'after';
    expect(serializeIslandProps({ messages: shallow }, metadata).json).toContain('after');
  });
});
