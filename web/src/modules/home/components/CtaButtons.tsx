import { FormattedMessage } from 'react-intl';
import { PhoneIcon } from '../../../components/icons/icons';
import { ButtonAnchor, ButtonSmartLink } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import type { LinkItem } from '../../../routing/links';

export interface CtaButtonsProps {
  links: readonly LinkItem[];
  phone: string;
  phoneHref: string;
  /** The message of the call button, given `{phone}`. */
  callMessageId: MessageId;
}

/** The call-to-action buttons on a dark band: the first page link leads; with none yet, the phone does. */
export function CtaButtons({ links, phone, phoneHref, callMessageId }: CtaButtonsProps) {
  const phoneIsPrimary = !links.some((link) => !link.href.startsWith('#'));
  const phoneButton = (
    <ButtonAnchor href={phoneHref} $variant={phoneIsPrimary ? 'onDark' : 'onDarkOutline'} $size="lg">
      <PhoneIcon size={18} />
      <FormattedMessage id={callMessageId} values={{ phone }} />
    </ButtonAnchor>
  );
  return (
    <>
      {phoneIsPrimary && phoneButton}
      {links.map((link, index) => (
        <ButtonSmartLink
          key={link.key}
          href={link.href}
          $variant={index === 0 && !link.href.startsWith('#') ? 'onDark' : 'onDarkOutline'}
          $size="lg"
        >
          <FormattedMessage id={link.labelId} />
        </ButtonSmartLink>
      ))}
      {!phoneIsPrimary && phoneButton}
    </>
  );
}
