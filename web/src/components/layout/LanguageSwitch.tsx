import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/LanguageContext';
import { LOCALES } from '../../i18n/locales';

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.muted};
`;

const Option = styled.button<{ $active: boolean }>`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryForeground : theme.colors.mutedForeground)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme, $active }) => ($active ? theme.colors.primaryForeground : theme.colors.foreground)};
  }
`;

/** English / Français: applies at once and is remembered. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLanguage();
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'language.switch.label' })}>
      {LOCALES.map((option) => (
        <Option
          key={option}
          type="button"
          lang={option}
          $active={option === locale}
          aria-pressed={option === locale}
          onClick={() => setLocale(option)}
        >
          {intl.formatMessage({ id: option === 'en' ? 'language.en' : 'language.fr' })}
        </Option>
      ))}
    </Group>
  );
}
