/**
 * The candidate's resume: fetched with the session's token as a Blob (the API
 * serves it as an attachment), previewed in a frame from a blob: URL when it
 * is a PDF (the server's CSP allows `frame-src 'self' blob:`), and offered as
 * a download in every case.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApplicationDetail, JobsDataProvider } from '../../dataProvider/jobs';
import { errorMessage } from '../../ui/errors';

export interface ResumePreviewProps {
    resume: ApplicationDetail['resume'];
    /** How to fetch the bytes when the caller may not use files/resume (the interviewer's own route); the stored file by id otherwise. */
    load?: () => Promise<Blob>;
    /** i18n keys of the frame's title and the download button (an offer letter's preview reuses this one). */
    labels?: { preview: string; download: string };
}

const RESUME_LABELS = { preview: 'ats.applicants.resume_preview', download: 'ats.applicants.download_resume' };

export function ResumePreview({ resume, load, labels = RESUME_LABELS }: ResumePreviewProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [url, setUrl] = useState<string | null>(null);
    const [isPdf, setIsPdf] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const fileId = resume?.file_id;

    useEffect(() => {
        if (!fileId || typeof URL.createObjectURL !== 'function') return;
        let objectUrl: string | null = null;
        let cancelled = false;
        (load ? load() : dataProvider.resumeBlob(fileId)).then(
            blob => {
                if (cancelled) return;
                objectUrl = URL.createObjectURL(blob);
                setIsPdf(blob.type === 'application/pdf' || /\.pdf$/i.test(resume?.name ?? ''));
                setUrl(objectUrl);
            },
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
            if (objectUrl) URL.revokeObjectURL(objectUrl);
        };
    }, [dataProvider, fileId, resume?.name, translate, load]);

    if (!resume) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('ats.applicants.no_resume')}
            </Typography>
        );
    }
    return (
        <Stack spacing={1}>
            {failure && <Typography color="error" variant="body2">{failure}</Typography>}
            {url && isPdf && <iframe src={url} title={translate(labels.preview)} style={{ width: '100%', height: 420, border: 0 }} />}
            <Button component="a" href={url ?? undefined} download={resume.name} disabled={!url} variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }}>
                {translate(labels.download, { name: resume.name })}
            </Button>
        </Stack>
    );
}
