import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/layout';
import { Hero } from '../blog.styles';

type NotFoundKind = 'post' | 'page';

/** "Post Not Found" / "Page Not Found" with a way back (spec 000 §2.13). */
export function NotFoundPanel({ kind }: { kind: NotFoundKind }) {
  return (
    <Container>
      <Hero role="status">
        <h1>
          <FormattedMessage id={kind === 'post' ? 'blog.post.notFound' : 'blog.page.notFound'} />
        </h1>
        <p>
          <FormattedMessage id={kind === 'post' ? 'blog.post.notFoundBody' : 'blog.page.notFoundBody'} />
        </p>
        <p>
          <ButtonLink to={kind === 'post' ? '/blog' : '/'} $variant="outline">
            <FormattedMessage id={kind === 'post' ? 'blog.post.backToBlog' : 'blog.page.backHome'} />
          </ButtonLink>
        </p>
      </Hero>
    </Container>
  );
}
