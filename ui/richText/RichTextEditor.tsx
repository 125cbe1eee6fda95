/**
 * The rich-text editor of HTML fields: template bodies (email and offer
 * letter), with the variable chips that insert `{{name}}` at the cursor, and
 * a job's description. Tiptap (ProseMirror) with a small toolbar. Loaded on
 * demand through LazyRichTextEditor, so only a form with such a field pays for
 * it. The server sanitises whatever HTML arrives (server/lib/sanitize.ts).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from 'react-admin';
import type { TemplateVariable } from '../../config/communication/variables';
import { VariableChips } from './VariableChips';

export interface RichTextEditorProps {
    id: string;
    label: string;
    value: string;
    onChange: (html: string) => void;
    onBlur?: () => void;
    /** The template variables its chips insert; none for a field that is not a template. */
    variables?: readonly TemplateVariable[];
    /** Beside the label, at the right: a button that fills the field (the job form's "Generate with AI"). */
    action?: ReactNode;
    disabled?: boolean;
    required?: boolean;
    error?: boolean;
    /** Under the editor, above the chips: the field's error, so it stays with the field it is about. */
    helperText?: ReactNode;
}

/** An editor with nothing typed answers `<p></p>`: the field is empty, not that. */
const EMPTY = /^(<p>\s*<\/p>)*$/;
const editorValue = (html: string) => (EMPTY.test(html) ? '' : html);

interface Action {
    key: string;
    icon: SvgIconComponent;
    run: (editor: Editor) => void;
    active?: (editor: Editor) => boolean;
}

const actions: Action[] = [
    { key: 'bold', icon: FormatBold, run: e => e.chain().focus().toggleBold().run(), active: e => e.isActive('bold') },
    { key: 'italic', icon: FormatItalic, run: e => e.chain().focus().toggleItalic().run(), active: e => e.isActive('italic') },
    { key: 'underline', icon: FormatUnderlined, run: e => e.chain().focus().toggleUnderline().run(), active: e => e.isActive('underline') },
    { key: 'heading', icon: Title, run: e => e.chain().focus().toggleHeading({ level: 2 }).run(), active: e => e.isActive('heading', { level: 2 }) },
    { key: 'bullet_list', icon: FormatListBulleted, run: e => e.chain().focus().toggleBulletList().run(), active: e => e.isActive('bulletList') },
    { key: 'numbered_list', icon: FormatListNumbered, run: e => e.chain().focus().toggleOrderedList().run(), active: e => e.isActive('orderedList') },
];

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
    const translate = useTranslate();
    // The toolbar alone re-renders on selection changes (which marks are on), not the whole form.
    const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(actions.map(a => [a.key, a.active?.(e) ?? false])) });
    const link = () => {
        const previous = editor.getAttributes('link').href as string | undefined;
        const href = window.prompt(translate('ats.templates.editor.link_prompt'), previous ?? 'https://');
        if (href === null) return;
        if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
        else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    };
    const button = (key: string, Icon: SvgIconComponent, onClick: () => void, pressed?: boolean) => (
        <Tooltip key={key} title={translate(`ats.templates.editor.${key}`)}>
            <span>
                <IconButton size="small" aria-label={translate(`ats.templates.editor.${key}`)} aria-pressed={pressed} color={pressed ? 'primary' : 'default'} onClick={onClick} disabled={disabled}>
                    <Icon fontSize="small" />
                </IconButton>
            </span>
        </Tooltip>
    );
    return (
        <Box role="toolbar" aria-label={translate('ats.templates.editor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25 }}>
            {actions.map(a => button(a.key, a.icon, () => a.run(editor), active?.[a.key]))}
            {button('link', InsertLink, link)}
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            {button('undo', Undo, () => editor.chain().focus().undo().run())}
            {button('redo', Redo, () => editor.chain().focus().redo().run())}
        </Box>
    );
}

export default function RichTextEditor({ id, label, value, onChange, onBlur, variables = [], action, disabled, required, error, helperText }: RichTextEditorProps) {
    // What the editor last reported: a value arriving from outside (a reload) replaces the content, an echo does not.
    const emitted = useRef(value);
    const helperId = `${id}-helper-text`;
    // Marked invalid and described by its message, as a text field is: read out with it, and found by focusFirstInvalid.
    // useEditor hands changed options to the editor on each render, so an error arriving later reaches the element.
    const editorAttributes: Record<string, string> = {
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(helperText ? { 'aria-describedby': helperId } : {}),
    };

    const editor = useEditor({
        extensions: [StarterKit.configure({ code: false, codeBlock: false, link: { openOnClick: false, autolink: true } })],
        content: value,
        editable: !disabled,
        immediatelyRender: true,
        shouldRerenderOnTransaction: false,
        editorProps: { attributes: editorAttributes },
        onUpdate: ({ editor: e }) => {
            const html = editorValue(e.getHTML());
            emitted.current = html;
            onChange(html);
        },
        onBlur: () => onBlur?.(),
    });

    useEffect(() => {
        if (!editor || value === emitted.current) return;
        emitted.current = value;
        editor.commands.setContent(value, { emitUpdate: false });
    }, [editor, value]);

    useEffect(() => {
        editor?.setEditable(!disabled);
    }, [editor, disabled]);

    return (
        <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <FormLabel htmlFor={id} required={required} error={error}>
                    {label}
                </FormLabel>
                {action}
            </Box>
            <Box
                sx={{
                    border: 1,
                    borderColor: error ? 'error.main' : 'divider',
                    borderRadius: 1,
                    '&:focus-within': { borderColor: 'primary.main' },
                    '& .ProseMirror': { minHeight: 180, px: 1.5, py: 1, outline: 'none', '& p': { my: 0.75 } },
                }}
            >
                {editor && <Toolbar editor={editor} disabled={disabled} />}
                <Divider />
                <EditorContent editor={editor} />
            </Box>
            {helperText && (
                <FormHelperText id={helperId} error={error}>
                    {helperText}
                </FormHelperText>
            )}
            {editor && <VariableChips variables={variables} fieldLabel={label} disabled={disabled} onInsert={text => editor.chain().focus().insertContent(text).run()} />}
            {!editor && <FormHelperText>{label}</FormHelperText>}
        </Box>
    );
}
