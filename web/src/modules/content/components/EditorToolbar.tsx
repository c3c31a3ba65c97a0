import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../components/ui/layout';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { ImageIcon, LinkIcon } from './EditorIcons';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  button {
    position: relative;
    min-width: 40px;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

interface Tool {
  key: string;
  labelId: MessageId;
  text: ReactNode;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** Asks for an address; blank or cancelled answers leave the text unchanged. */
function askUrl(question: string, current = ''): string | null {
  const answer = window.prompt(question, current);
  return answer === null ? null : answer.trim();
}

/** Bold, italic, headings, lists, quote, link, image, undo/redo: what a word processor offers. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const tools: Tool[] = [
    {
      key: 'bold',
      labelId: 'content.editor.bold',
      text: 'B',
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      labelId: 'content.editor.italic',
      text: 'I',
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      labelId: 'content.editor.heading2',
      text: 'H2',
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      labelId: 'content.editor.heading3',
      text: 'H3',
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      labelId: 'content.editor.bulletList',
      text: '•',
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      labelId: 'content.editor.orderedList',
      text: '1.',
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      labelId: 'content.editor.quote',
      text: '“',
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    {
      key: 'link',
      labelId: 'content.editor.link',
      text: <LinkIcon size={16} />,
      active: (e) => e.isActive('link'),
      run: (e) => {
        const current = (e.getAttributes('link') as { href?: string }).href ?? '';
        const href = askUrl(intl.formatMessage({ id: 'content.editor.linkPrompt' }), current);
        if (href === null) return;
        if (href === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
        else e.chain().focus().extendMarkRange('link').setLink({ href }).run();
      },
    },
    {
      key: 'image',
      labelId: 'content.editor.image',
      text: <ImageIcon size={16} />,
      run: (e) => {
        const src = askUrl(intl.formatMessage({ id: 'content.editor.imagePrompt' }));
        if (src) e.chain().focus().setImage({ src }).run();
      },
    },
    { key: 'undo', labelId: 'content.editor.undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', labelId: 'content.editor.redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
  ];
  return (
    <Bar role="toolbar" aria-label={intl.formatMessage({ id: 'content.editor.toolbar' })}>
      {tools.map((tool) => {
        const label = intl.formatMessage({ id: tool.labelId });
        return (
          <button
            key={tool.key}
            type="button"
            title={label}
            aria-pressed={tool.active ? tool.active(editor) : undefined}
            // a click keeps the caret in the text (the keys typed next go there); Tab and Enter still reach the button
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            {/* named by hidden words rather than aria-label: a name must contain the visible text ("H2"), WCAG 2.5.3 */}
            <span aria-hidden="true">{tool.text}</span>
            <VisuallyHidden>{label}</VisuallyHidden>
          </button>
        );
      })}
    </Bar>
  );
}
