/** The rich-text editor, loaded with the first form that shows one: Tiptap and ProseMirror never load with the console. */
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { chunkComponent } from '../preloadable';
import type { RichTextEditorProps } from './RichTextEditor';

export function EditorLoading() {
    const translate = useTranslate();
    return <CircularProgress size={24} aria-label={translate('ats.templates.editor.loading')} />;
}

export const LazyRichTextEditor = chunkComponent<RichTextEditorProps>(() => import('./RichTextEditor'), <EditorLoading />);
