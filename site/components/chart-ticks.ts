/**
 * The labels of the charts' axes (recharts), in the text colour (3:1 on either mode's card).
 * A side axis's labels are anchored at their end (issue #44, item 9): recharts anchors a right-hand
 * axis's labels at their `start`, which assumes left-to-right text; in Arabic an SVG text's start is
 * its right edge, so the labels ran leftwards over the bars. `end` puts each label's end at the
 * axis in both directions: left of the left-hand axis in English, right of the right-hand one in Arabic.
 */
export const SIDE_AXIS_TICK = { fontSize: 12, fill: 'currentColor', textAnchor: 'end' } as const;
export const BOTTOM_AXIS_TICK = { fontSize: 12, fill: 'currentColor' } as const;
