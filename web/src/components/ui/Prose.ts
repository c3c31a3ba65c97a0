import styled from 'styled-components';

/** The post's or page's HTML (sanitised by the api): readable measure, spaced blocks. */
export const Prose = styled.div`
  line-height: 1.75;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin: 1.6em 0 0.6em;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table,
  figure {
    margin: 0 0 1.1em;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  blockquote {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    padding-left: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  pre,
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    background: ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  pre {
    padding: ${({ theme }) => theme.space[4]};
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
  }
`;
