import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Frame = styled.iframe`
  width: 100%;
  min-height: 420px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const PREVIEW_STYLE =
  'body{font-family:system-ui,sans-serif;line-height:1.75;max-width:760px;margin:1rem auto;padding:0 1rem;color:#111}' +
  'img{max-width:100%;height:auto}blockquote{border-left:4px solid #06c;margin-left:0;padding-left:1rem;color:#555}' +
  'table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.4rem}pre{background:#f4f4f5;padding:1rem;overflow-x:auto}';

/**
 * The HTML as readers will see it. A sandboxed frame with no script permission: what an editor
 * (or pasted text) put in cannot run in the admin's session; the api sanitises it on save.
 */
export function HtmlPreview({ html }: { html: string }) {
  const intl = useIntl();
  return (
    <Frame
      title={intl.formatMessage({ id: 'content.editor.preview' })}
      sandbox=""
      srcDoc={`<!doctype html><html><head><meta charset="utf-8"><style>${PREVIEW_STYLE}</style></head><body>${html}</body></html>`}
    />
  );
}
