import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  width: fit-content;
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.foreground : theme.colors.mutedForeground)};
  background: ${({ theme, $active }) => ($active ? theme.colors.background : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.sm : 'none')};
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; hidden panels keep their state. */
export function Tabs<K extends string>({ label, tabs, active, onChange }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next].key);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={index === activeIndex}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={index === activeIndex ? 0 : -1}
            $active={index === activeIndex}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== activeIndex}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}
