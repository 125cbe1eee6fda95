/**
 * Shows an upload's progress (SPEC section 4): feed it `progress` from
 * `useUpload()` in dataProvider/upload.ts. Hidden at 0, which means idle or
 * failed (a failure is reported by the caller's error toast, not by this bar).
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface UploadProgressProps {
    /** 0–100 */
    value: number;
    /** Keep the bar visible at 0 (e.g. inside a dialog that reserves its space). */
    showWhenIdle?: boolean;
}

export function UploadProgress({ value, showWhenIdle = false }: UploadProgressProps) {
    if (value <= 0 && !showWhenIdle) return null;
    const percent = Math.min(100, Math.max(0, Math.round(value)));
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="upload-progress">
            <Box sx={{ flexGrow: 1 }}>
                <LinearProgress variant="determinate" value={percent} aria-label="upload progress" />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: 'right' }}>
                {`${percent}%`}
            </Typography>
        </Box>
    );
}

export default UploadProgress;
