import { createEditor, type LexicalEditor } from 'lexical';
import { $editorHtml, $setEditorHtml, EDITOR_NODES } from './editor-html';

/** The site's editor without its React view, for the tests of what it reads and writes. */
export function headlessEditor(html: string): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $setEditorHtml(editor, html), { discrete: true });
  return editor;
}

/** HTML read into the site's editor and written out again. */
export const throughEditor = (html: string): string => {
  const editor = headlessEditor(html);
  return editor.read(() => $editorHtml(editor));
};

interface SerializedShape {
  type: string;
  tag?: string;
  listType?: string;
  url?: string;
  format?: number;
  text?: string;
  src?: string;
  alt?: string;
  children?: SerializedShape[];
}

/**
 * What a reader sees of a Lexical state, in either editor's JSON: the kinds of nodes, heading
 * levels, list kinds, link addresses, text and its formats, images' addresses and descriptions. (Payload's link keeps its address in
 * `fields.url`, Lexical's in `url`; ids, versions and indents are bookkeeping.)
 */
export function shapeOf(node: Record<string, unknown>): SerializedShape {
  const fields = node.fields as { url?: string } | undefined;
  const shape: SerializedShape = { type: String(node.type) };
  if (typeof node.tag === 'string' && node.type !== 'list') shape.tag = node.tag;
  if (typeof node.listType === 'string') shape.listType = node.listType;
  const url = (node.url as string | undefined) ?? fields?.url;
  if (url !== undefined) shape.url = url;
  if (node.type === 'text') {
    shape.format = Number(node.format);
    shape.text = String(node.text);
  }
  if (node.type === 'image') Object.assign(shape, { src: node.src, alt: node.alt });
  if (Array.isArray(node.children)) shape.children = (node.children as Record<string, unknown>[]).map(shapeOf);
  return shape;
}
