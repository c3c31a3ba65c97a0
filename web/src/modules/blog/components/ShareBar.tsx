import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { shareLinks } from '../blogHelpers';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.foreground};
    text-decoration: none;
  }
`;

/** Share links: plain anchors to each network's share page, no third-party script. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const links = shareLinks(url, title);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Bar role="group" aria-label={intl.formatMessage({ id: 'blog.share.label' })}>
      <strong>
        <FormattedMessage id="blog.share.label" />
      </strong>
      <a href={links.x} {...external}>
        <FormattedMessage id="blog.share.x" />
      </a>
      <a href={links.facebook} {...external}>
        <FormattedMessage id="blog.share.facebook" />
      </a>
      <a href={links.linkedin} {...external}>
        <FormattedMessage id="blog.share.linkedin" />
      </a>
      <a href={links.email}>
        <FormattedMessage id="blog.share.email" />
      </a>
    </Bar>
  );
}
