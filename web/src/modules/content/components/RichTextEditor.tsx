import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Prose } from '../../../components/ui/Prose';
import { HtmlPreview } from './HtmlPreview';
import { EditorToolbar } from './EditorToolbar';

type Mode = 'visual' | 'html' | 'preview';
const MODES: readonly Mode[] = ['visual', 'html', 'preview'];

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const ModeBar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  }
`;

const Surface = styled(Prose)`
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  .ProseMirror {
    min-height: 360px;
    padding: ${({ theme }) => theme.space[4]};
    outline: none;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Source = styled.textarea`
  min-height: 420px;
  width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
`;

interface RichTextEditorProps {
  /** The field's label (the content's). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The content editor (spec 001 §2 Post editor): a word-processor surface (TipTap) for
 * non-technical editors, the HTML source for the others, and a preview. Loaded only by the admin
 * pages (their own chunk).
 */
export function RichTextEditor({ label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const intl = useIntl();
  const labelId = useId();
  const [mode, setMode] = useState<Mode>('visual');
  // what the surface itself wrote and the form has not shown back yet: the form's value catches up
  // renders later, and writing one of those older values back would drop the keys typed meanwhile
  const written = useRef({ latest: value, pending: new Set<string>() });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      written.current.latest = html;
      written.current.pending.add(html);
      onChange(html);
    },
  });
  // re-render the toolbar as the selection's marks change
  useEditorState({ editor, selector: ({ editor: current }: { editor: Editor }) => current.state.selection });

  // the editable element itself is the labelled text box (its error, when shown, described)
  useEffect(() => {
    // useEditor may hand over an editor it has already destroyed (it re-creates one on remount)
    if (editor.isDestroyed) return;
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label };
    if (invalid) attributes['aria-invalid'] = 'true';
    if (describedBy) attributes['aria-describedby'] = describedBy;
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, label, invalid, describedBy]);

  // the HTML tab (or a loaded post) changed the text: the visual surface follows
  useEffect(() => {
    if (editor.isDestroyed) return;
    const { latest, pending } = written.current;
    if (pending.has(value)) {
      if (value === latest) pending.clear(); // the form has caught up
      return;
    }
    pending.clear();
    written.current.latest = value;
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box role="group" aria-labelledby={labelId}>
      <span id={labelId}>
        <strong>{label}</strong>
      </span>
      <ModeBar role="group" aria-label={intl.formatMessage({ id: 'content.editor.mode' })}>
        {MODES.map((item) => (
          <button key={item} type="button" aria-pressed={mode === item} onClick={() => setMode(item)}>
            <FormattedMessage id={`content.editor.mode.${item}`} />
          </button>
        ))}
      </ModeBar>
      {mode === 'visual' && (
        <>
          <EditorToolbar editor={editor} />
          <Surface>
            <EditorContent editor={editor} />
          </Surface>
        </>
      )}
      {mode === 'html' && (
        <Source
          aria-label={intl.formatMessage({ id: 'content.editor.htmlSource' }, { label })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {mode === 'preview' && <HtmlPreview html={value} />}
    </Box>
  );
}
