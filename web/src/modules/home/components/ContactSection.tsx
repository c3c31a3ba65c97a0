import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ClockIcon, MailIcon, PhoneIcon } from '../../../components/icons/icons';
import { media } from '../../../theme/theme';
import { IconTile, Section } from './Section';

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const TileText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  a,
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.foreground};
    overflow-wrap: anywhere;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

interface ContactSectionProps {
  companyName: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
}

function ContactTile({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <Tile>
      <IconTile>{icon}</IconTile>
      <TileText>
        <h3>{label}</h3>
        {children}
      </TileText>
    </Tile>
  );
}

/** #contact: phone and company name come from the public settings. */
export function ContactSection({ companyName, phone, phoneHref, email, emailHref }: ContactSectionProps) {
  return (
    <Section
      id="contact"
      tone="muted"
      title={<FormattedMessage id="home.contact.title" />}
      subtitle={<FormattedMessage id="home.contact.body" values={{ company: companyName }} />}
    >
      <Grid>
        <ContactTile icon={<PhoneIcon size={22} />} label={<FormattedMessage id="home.contact.phone.label" />}>
          <a href={phoneHref}>{phone}</a>
        </ContactTile>
        <ContactTile icon={<MailIcon size={22} />} label={<FormattedMessage id="home.contact.email.label" />}>
          <a href={emailHref}>{email}</a>
        </ContactTile>
        <ContactTile icon={<ClockIcon size={22} />} label={<FormattedMessage id="home.contact.hours.label" />}>
          <p>
            <FormattedMessage id="home.contact.hours.value" />
          </p>
        </ContactTile>
      </Grid>
      <Note>
        <FormattedMessage id="home.contact.response" />
      </Note>
    </Section>
  );
}
