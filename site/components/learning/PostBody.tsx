/**
 * A comment, forum post or announcement as HTML. The server sanitises every post when it is
 * written (HTML → rich text) and renders it back from that rich text, so the HTML it sends is
 * safe to insert; that is the only reason dangerouslySetInnerHTML is acceptable here. Never pass
 * HTML from anywhere else. `dir="auto"` lets a post in another script than the page read in its own direction.
 */
export function PostBody({ html }: { html: string }) {
  return <div className="rich-text post-body" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
