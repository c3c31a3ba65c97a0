import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon, CompassIcon, HomeIcon } from '../../../components/icons/icons';
import { Button, ButtonLink } from '../../../components/ui/Button';

const Wrapper = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
`;

const Content = styled.div`
  max-width: 520px;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** Any unknown path (spec 000 §2.1). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Wrapper>
      <Content>
        <Mark>
          <CompassIcon size={34} />
        </Mark>
        <Code>
          <FormattedMessage id="notFound.code" />
        </Code>
        <Title>
          <FormattedMessage id="notFound.title" />
        </Title>
        <Body>
          <FormattedMessage id="notFound.body" />
        </Body>
        <Actions>
          <ButtonLink to="/">
            <HomeIcon size={18} />
            <FormattedMessage id="notFound.home" />
          </ButtonLink>
          <Button type="button" $variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeftIcon size={18} />
            <FormattedMessage id="notFound.back" />
          </Button>
        </Actions>
      </Content>
    </Wrapper>
  );
}
