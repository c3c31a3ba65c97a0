import styled from 'styled-components';

export const List = styled.div`
  max-width: 800px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.md : 'none')};
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};

  h3 {
    font-size: inherit;
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.mutedForeground};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
`;

export const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 60px;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.cardForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-align: left;

  &:hover span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;
