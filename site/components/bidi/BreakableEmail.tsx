import { Fragment } from 'react';
import { emailBreaks } from './email-breaks';

/** An e-mail address, left to right inside any page, that wraps only between its parts (email-breaks.ts). */
export function BreakableEmail({ address }: { address: string }) {
  return (
    <bdi dir="ltr">
      {emailBreaks(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
