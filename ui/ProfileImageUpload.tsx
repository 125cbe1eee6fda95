/**
 * The own-profile pages' picture upload: a file button (images only), its hint and the upload's
 * progress. While the picture uploads the button keeps the focus it had when the file was chosen,
 * says it is busy and ignores presses (ui/BusyButton.tsx, FileButton: its cancelled click opens no chooser).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FileButton } from './BusyButton';
import { UploadProgress } from './UploadProgress';

export interface ProfileImageUploadProps {
    /** i18n keys. */
    label: string;
    hint: string;
    progress: number;
    onFile: (file: File) => void;
}

export function ProfileImageUpload({ label, hint, progress, onFile }: ProfileImageUploadProps) {
    const translate = useTranslate();
    const uploading = progress > 0 && progress < 100;
    return (
        <Stack spacing={1} sx={{ mb: 2, maxWidth: 360 }}>
            <FileButton variant="outlined" busy={uploading} sx={{ alignSelf: 'flex-start' }}>
                {translate(label)}
                <input
                    hidden
                    type="file"
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    aria-label={translate(label)}
                    onChange={event => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) onFile(file);
                    }}
                />
            </FileButton>
            <Typography variant="caption" color="text.secondary">
                {translate(hint)}
            </Typography>
            <UploadProgress value={progress} />
        </Stack>
    );
}
