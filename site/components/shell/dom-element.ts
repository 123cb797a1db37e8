/** An element with its attributes and children (text is set as text, never parsed as HTML): the header scripts build with it. */
export function element(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}
