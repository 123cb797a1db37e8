/** The image nodes of a stored Lexical state (a rich-text field's JSON), wherever they sit. */
export function imagesIn(node: unknown): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const { type, root, children } = node as { type?: string; root?: unknown; children?: unknown[] };
  if (type === 'image') return [node];
  return [...imagesIn(root), ...(children ?? []).flatMap(imagesIn)];
}
