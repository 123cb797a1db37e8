/**
 * An address cut where a line may break without splitting a word (issue #44, item 9): after a
 * dot, hyphen, underscore or plus, and before the @. An address is one word to the browser, and
 * one longer than a phone's card (a generated `student3-1796408022023-3b00c7e6@example.com`)
 * was split anywhere, mid-name; shown with <wbr> between these parts, it breaks only here.
 */
export function emailBreaks(address: string): string[] {
  return address.split(/(?<=[.\-_+])|(?=@)/).filter((part) => part !== '');
}
