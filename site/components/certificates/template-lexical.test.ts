// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { $getRoot, $isElementNode, createEditor, type ElementNode, type LexicalEditor } from 'lexical';
import { defaultCertificateTemplate } from '@halaqa/shared/certificate-template';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { $setTemplateHtml, $templateHtml } from './template-lexical';
import { $createPlaceholderNode, $isPlaceholderNode, TEMPLATE_NODES } from './template-nodes';

function editorWith(html: string): LexicalEditor {
  const editor = createEditor({ namespace: 'test', nodes: TEMPLATE_NODES, onError: (error) => { throw error; } });
  editor.update(() => $setTemplateHtml(html), { discrete: true });
  return editor;
}
const roundTrip = (html: string) => editorWith(html).getEditorState().read($templateHtml);
/** The placeholders shown as chips, in order. */
function $chips(): string[] {
  const found: string[] = [];
  const visit = (node: ElementNode) => {
    for (const child of node.getChildren()) {
      if ($isPlaceholderNode(child)) found.push(child.getName());
      else if ($isElementNode(child)) visit(child);
    }
  };
  visit($getRoot());
  return found;
}
/** The same HTML, whatever its line breaks between tags. */
const normalised = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('the visual designer’s template', () => {
  it('keeps the default design: its tags, inline styles, texts and placeholders', () => {
    for (const language of ['ar', 'en'] as const) {
      const design = defaultCertificateTemplate(translatorFor(language), { withGrade: true });
      const html = roundTrip(design);
      expect(normalised(html)).toBe(normalised(design));
      expect(roundTrip(html)).toBe(html);
    }
  });

  it('shows known placeholders as chips and leaves unknown ones as text', () => {
    const editor = editorWith('<p>شهادة {{courseName}} لـ {{ userName }} — {{nickname}}</p>');
    expect(editor.getEditorState().read($chips)).toEqual(['courseName', 'userName']);
    expect(editor.getEditorState().read($templateHtml)).toBe('<p>شهادة {{courseName}} لـ {{userName}} — {{nickname}}</p>');
  });

  it('writes a chip back as its placeholder wherever it was inserted', () => {
    const editor = editorWith('<h1 style="text-align:center">Certificate for </h1>');
    editor.update(
      () => {
        $getRoot().getFirstChildOrThrow<ElementNode>().append($createPlaceholderNode('userName'));
      },
      { discrete: true },
    );
    expect(editor.getEditorState().read($templateHtml)).toBe('<h1 style="text-align:center">Certificate for {{userName}}</h1>');
  });

  it('keeps what the printed certificate keeps and leaves out what it drops', () => {
    const html = roundTrip(
      '<div onclick="steal()" style="color:red" data-x="1"><script>alert(1)</script><style>p{}</style><p>Hello <b>there</b><br>friend</p>' +
        '<img src="/files/public/certificates/1/a_logo.png" alt="Logo" onerror="x()"><form><label>Name</label></form></div>',
    );
    expect(html).toBe('<div style="color:red">\n<p>Hello <b>there</b><br>friend</p>\n<div><img src="/files/public/certificates/1/a_logo.png" alt="Logo">Name</div>\n</div>');
  });

  it('puts text that sits beside blocks in a plain div, and spaces between table cells nowhere', () => {
    expect(roundTrip('Hello {{userName}}<p>Done</p>')).toBe('<div>Hello {{userName}}</div>\n<p>Done</p>');
    expect(roundTrip('<table> <tr> <td>a</td> <td>b</td> </tr> </table>')).toBe('<table>\n<tbody>\n<tr>\n<td>a</td>\n<td>b</td>\n</tr>\n</tbody>\n</table>');
  });

  it('is empty, the default design, when it holds nothing to print', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p>  </p><div></div>')).toBe('');
    expect(roundTrip('<p>{{userName}}</p>')).toBe('<p>{{userName}}</p>');
  });

  it('writes text as text: markup typed into the visual editor is escaped', () => {
    const editor = editorWith('<p>x</p>');
    editor.update(() => $getRoot().getAllTextNodes()[0]!.setTextContent('<b>1 & 2</b>'), { discrete: true });
    expect(editor.getEditorState().read($templateHtml)).toBe('<p>&#60;b&#62;1 &#38; 2&#60;/b&#62;</p>');
  });
});
