import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Badge, Container } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Prose } from '../../../components/ui/Prose';
import { PublishedPageReadDocument } from '../graphql/PublishedPageRead.generated';
import { formatDate } from '../../../lib/format';
import { Article, FeaturedImage, Meta } from '../blog.styles';
import { translationLabelId } from '../blogHelpers';
import { NotFoundPanel } from '../components/NotFoundPanel';
import { useDocumentTitle } from '../useDocumentTitle';

/** The content width of each page template (spec 001 §3: default, full-width, landing). */
const TEMPLATE_WIDTH: Record<string, string> = { default: '760px', 'full-width': '100%', landing: '1040px' };

/** /pages/:slug (spec 000 §2.13): a published CMS page in its template. */
export function ContentPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(PublishedPageReadDocument, { variables: { slug } });
  const page = data?.publishedPage;
  useDocumentTitle(page ? (page.seoTitle ?? page.title) : undefined);

  if (loading && !data) return <LoadingState />;
  if (error && !data) {
    return (
      <Container role="alert">
        <p>
          <FormattedMessage id="blog.loadError" />
        </p>
      </Container>
    );
  }
  if (!page) return <NotFoundPanel kind="page" />;

  return (
    <Container>
      <Article
        lang={page.language}
        $width={TEMPLATE_WIDTH[page.template] ?? TEMPLATE_WIDTH.default}
        style={{ paddingTop: '2rem' }}
      >
        {page.isHomepage && (
          <Badge $tone="primary">
            <FormattedMessage id="blog.page.homepage" />
          </Badge>
        )}
        {page.featuredImage && <FeaturedImage src={page.featuredImage} alt="" />}
        <h1>{page.title}</h1>
        {page.excerpt && <p>{page.excerpt}</p>}
        {page.translation && (
          <p>
            <Link to={`/pages/${page.translation.slug}`} hrefLang={page.translation.language} lang={page.translation.language}>
              <FormattedMessage id={translationLabelId(page.translation.language)} />
            </Link>
          </p>
        )}
        {/* sanitised by the api on save and when served */}
        <Prose dangerouslySetInnerHTML={{ __html: page.content }} />
        <Meta>
          <FormattedMessage
            id="blog.page.updated"
            values={{ date: <time dateTime={page.updatedAt}>{formatDate(intl, page.updatedAt)}</time> }}
          />
        </Meta>
      </Article>
    </Container>
  );
}
