/**
 * /pages/:slug, the footer's information pages. 'terms' shows the shared Terms of Use; an unknown
 * slug gets a clear not-found message with ways back instead of a blank page.
 */
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { infoPageSlugs, paths, type InfoPageSlug } from '../../lib/paths';
import { ContentPage } from '../../components/ContentPage/ContentPage';
import { ContentSections } from '../../components/ContentSections/ContentSections';
import { contentText } from '../../components/ContentSections/contentSection';
import { infoPages } from './data/infoPages';
import { TermsOfUse } from '../../components/TermsOfUse/TermsOfUse';
import { termsOfUse } from '../../components/TermsOfUse/termsOfUse';
import { PageHead } from '../../components/PageHead/PageHead';

function isInfoPageSlug(slug: string | undefined): slug is InfoPageSlug {
  return (infoPageSlugs as readonly string[]).includes(slug ?? '');
}

export default function InfoPage() {
  const { slug } = useParams();

  if (!isInfoPageSlug(slug)) {
    return (
      <ContentPage title={t`Page not found`} noindex>
        <p>
          <Trans>
            There is no page at <code>/pages/{slug}</code>. You can find every page in the{' '}
            <Link to={paths.sitemap}>sitemap</Link>, or go back to the <Link to={paths.home}>home page</Link>.
          </Trans>
        </p>
      </ContentPage>
    );
  }

  if (slug === 'terms') {
    return (
      <ContentPage>
        <PageHead title={termsOfUse.title} description={termsOfUse.summary} />
        <TermsOfUse />
      </ContentPage>
    );
  }

  const page = infoPages[slug];
  return (
    <ContentPage title={contentText(page.title)} intro={contentText(page.summary)}>
      <ContentSections sections={page.sections} />
    </ContentPage>
  );
}
