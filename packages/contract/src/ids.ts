import { z } from 'zod';

/** The largest id of a table whose ids the database keeps as `serial` (a 32-bit integer). */
export const maxSerialId = 2_147_483_647;

/**
 * The id of a row of a `serial` table (merchants, operators, deposit channels, the game catalogue,
 * help articles, download links): a number past the column's range names no row, so it is
 * refused here with the field named, instead of reaching the database as an out-of-range error.
 */
export const serialId = () => z.number().int().positive().max(maxSerialId);
