import { createNode, createServerFeature } from '@payloadcms/richtext-lexical';
import { messageOf } from '../../fields/validate-with';
import { isSiteFileAddress, sitePort } from './address';
import { SiteImageServerNode } from './node';

export interface SiteImageClientProps {
  /** The site's port: the admin draws the image from the site, which serves the files. */
  sitePort: string;
}

/**
 * Images of the site's files in the Payload editor (issue #14): the node, its check and the
 * admin's drawing of it. The admin does not upload (files go up on the site, with its checks);
 * it shows, keeps and removes the images the site's editor put in.
 */
export const SiteImageFeature = createServerFeature<undefined, undefined, SiteImageClientProps>({
  key: 'siteImage',
  feature: () => ({
    ClientFeature: '/lexical/site-image/client#SiteImageFeatureClient',
    clientFeatureProps: { sitePort: sitePort() },
    nodes: [
      createNode({
        node: SiteImageServerNode,
        // Payload's REST API takes Lexical JSON as it is: an image from elsewhere is refused there too.
        validations: [({ node }) => (isSiteFileAddress(node.src) ? true : messageOf('validation.imageAddress'))],
      }),
    ],
  }),
});
