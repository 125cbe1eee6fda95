/**
 * Hidden from sight, still read by screen readers: an actions column's header, a table's head
 * while its rows are cards. Pixel strings: in sx a number up to 1 is a fraction (width: 1 is
 * 100%), which once made such hidden text page-wide.
 */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
