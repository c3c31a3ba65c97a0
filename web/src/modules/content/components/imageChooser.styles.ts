import styled from 'styled-components';

export const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  input {
    flex: 1 1 240px;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.input};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0;
`;

export const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const ImageChoice = styled.button<{ $selected: boolean }>`
  display: block;
  width: 100%;
  padding: 0;
  border: 3px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

export const Credit = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Placeholder = styled.li`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
`;

export const Notice = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
  h3 {
    color: ${({ theme }) => theme.colors.foreground};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const UploadPreview = styled.img`
  max-width: 320px;
  max-height: 200px;
  margin-top: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
`;
