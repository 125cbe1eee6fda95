/** The page's title (h1), shared by the placement dashboard, the usage page and the CS dashboard. */
import Typography from '@mui/material/Typography';

export function PageTitle({ title }: { title: string }) {
    return (
        <Typography variant="h5" component="h1">
            {title}
        </Typography>
    );
}
