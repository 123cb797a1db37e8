import { describe, expect, it } from 'vitest';
import { flattenThread } from './comment-thread';

const c = (id: string, parentId: string | null, minute: number) => ({ id, parentId, date: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z` });

describe('flattenThread', () => {
  it('puts each reply right after its parent, depth-first and oldest first', () => {
    const flat = flattenThread([c('b', null, 5), c('a', null, 1), c('a2', 'a', 7), c('a1', 'a', 3), c('a1x', 'a1', 9)]);
    expect(flat.map((item) => `${item.id}:${item.depth}`)).toEqual(['a:0', 'a1:1', 'a1x:2', 'a2:1', 'b:0']);
  });

  it('keeps a reply whose parent was deleted, at the top level', () => {
    expect(flattenThread([c('orphan', 'gone', 1)]).map((item) => item.depth)).toEqual([0]);
  });
});
