/**
 * A titled table of figures: one row per thing counted (a month, a
 * department, a year) named in its first cell, then one right-aligned
 * number per column. The usage pages and the placement dashboard share it,
 * so figures read the same everywhere.
 */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface FigureTableProps<R, K extends string> {
    /** i18n key: the section's h2 and the table's accessible name. */
    title: string;
    /** i18n key of the first column's header (what a row is). */
    first: string;
    columns: readonly K[];
    /** The column's header, already translated. */
    header: (column: K) => string;
    rows: readonly R[];
    rowKey: (row: R) => string;
    /** The row's name, shown in its first cell (the row header). */
    rowLabel: (row: R) => string;
    /** The figure, already formatted for the page's language. */
    cell: (row: R, column: K) => string;
}

export function FigureTable<R, K extends string>({ title, first, columns, header, rows, rowKey, rowLabel, cell }: FigureTableProps<R, K>) {
    const translate = useTranslate();
    return (
        <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
                {translate(title)}
            </Typography>
            <TableContainer>
                <Table size="small" aria-label={translate(title)}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate(first)}</TableCell>
                            {columns.map(column => (
                                <TableCell key={column} align="right">
                                    {header(column)}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(row => (
                            <TableRow key={rowKey(row)}>
                                <TableCell component="th" scope="row">
                                    {rowLabel(row)}
                                </TableCell>
                                {columns.map(column => (
                                    <TableCell key={column} align="right">
                                        {cell(row, column)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        </Paper>
    );
}
