import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChevronDownIcon } from '../../../components/icons/icons';
import type { FaqEntry } from '../content';
import { Answer, Item, List, Question } from './FaqAccordion.styles';

interface FaqAccordionProps {
  items: readonly FaqEntry[];
}

/**
 * One answer open at a time; choosing the open question closes it (spec 000 §2.2).
 * Buttons carry aria-expanded/aria-controls; arrow keys, Home and End move between questions.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const baseId = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List>
      {items.map((item, index) => {
        const open = openKey === item.key;
        const buttonId = `${baseId}-${item.key}-button`;
        const panelId = `${baseId}-${item.key}-panel`;
        return (
          <Item key={item.key} $open={open}>
            <h3>
              <Question
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenKey(open ? null : item.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>
                  <FormattedMessage id={item.questionId} />
                </span>
                <ChevronDownIcon size={20} />
              </Question>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>
                <FormattedMessage id={item.answerId} />
              </p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}
