/**
 * Comments nest by parentId and are shown flattened depth-first (learning-content §3): each
 * comment is followed by its replies, oldest first, each with its depth for indentation.
 */
export interface ThreadItem {
  id: string;
  parentId: string | null;
  date: string;
}

export function flattenThread<T extends ThreadItem>(comments: readonly T[]): Array<T & { depth: number }> {
  const ids = new Set(comments.map((comment) => comment.id));
  const children = new Map<string | null, T[]>();
  for (const comment of comments) {
    // A reply whose parent is gone (deleted) is shown at the top level rather than lost.
    const parent = comment.parentId && ids.has(comment.parentId) ? comment.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), comment]);
  }
  for (const list of children.values()) list.sort((a, b) => a.date.localeCompare(b.date));

  const flat: Array<T & { depth: number }> = [];
  const visit = (parent: string | null, depth: number) => {
    for (const comment of children.get(parent) ?? []) {
      flat.push({ ...comment, depth });
      visit(comment.id, depth + 1);
    }
  };
  visit(null, 0);
  return flat;
}
