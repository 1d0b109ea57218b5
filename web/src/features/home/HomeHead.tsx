/**
 * The home page's head (components/PageHead: the shop's name and description) and the shop as
 * structured data (lib/structuredData): the organisation, and the site in the language on show with
 * its search, which a search engine may offer in its results.
 */
import { PageHead, shopName, shopPicture } from '../../components/PageHead/PageHead';
import { StructuredData } from '../../components/StructuredData/StructuredData';
import { useShopUrls } from '../../hooks/useShopUrls';
import { paths } from '../../lib/paths';
import { organizationData, webSiteData } from '../../lib/structuredData';

export function HomeHead() {
  const { origin, language, urlOf } = useShopUrls();
  return (
    <>
      <PageHead />
      <StructuredData data={organizationData(shopName, `${origin}/`, `${origin}${shopPicture}`)} />
      <StructuredData data={webSiteData(shopName, urlOf(paths.home), language, urlOf(paths.search))} />
    </>
  );
}
