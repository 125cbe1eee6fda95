/**
 * The words of a search, as every search of the console matches them (the candidate search, the
 * global search, the board, the offer letter's picker, the interview lists): each word starts a
 * word of what it is matched against. Candidates are matched through their terms table
 * (server/lib/candidates.ts candidatesMatching, termStartsWith); a few hundred jobs' titles and
 * rounds' names by hasWordStarting. The other search boxes (lists, career pages, logs) still
 * match text anywhere; likeContaining is their one LIKE pattern.
 */
import { sql, type RawBuilder } from 'kysely';
import { CANDIDATE_SEARCH_MAX_WORDS, candidateSearchWords } from '../../config/contracts/candidates.js';
import { HttpProblem } from './http.js';
import { composedText, type ServerLocale } from './locale.js';

/**
 * The words of `text` (candidateSearchWords). More than CANDIDATE_SEARCH_MAX_WORDS is a 400 naming
 * `field`; so is, where `needsTwoLetters` (the searches of the whole workspace), no word of two
 * letters or digits, since one letter alone would match most of the workspace ("priya s" narrows).
 * Refused in `locale`, the field named by its key in both languages.
 */
export function searchWordsOf(field: string, text: string, locale: ServerLocale, needsTwoLetters = false): string[] {
    const words = candidateSearchWords(text);
    const refuse = (message: string) => {
        throw new HttpProblem(400, message, { [field]: message });
    };
    if (needsTwoLetters && !words.some(w => w.length >= 2)) refuse(composedText(locale, 'search_two_letters', { field }, `${field} needs at least two letters or digits.`));
    const max = CANDIDATE_SEARCH_MAX_WORDS;
    if (words.length > max) refuse(composedText(locale, 'search_max_words', { max }, `A search may have at most ${max} words.`));
    return words;
}

/**
 * A search of the whole workspace's candidates may keep its statements parsed and planned once
 * (a route's `reusePlans` with `genericPlans`) when it has one word: its best plan is the same for
 * every word, a range of the terms' key. With more words, how best to check the others depends on
 * how many terms each matches, which only a plan made for the words sees (docs/performance.md,
 * "The candidate search planned once"). `q` is the query string's, not yet validated.
 */
export const plannedOnceFor = (q: unknown): boolean => candidateSearchWords(typeof q === 'string' ? q : '').length === 1;

/** `text` with LIKE's own characters (`%`, `_`, the escape `\`) taken literally: an email's `_`. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, ch => `\\${ch}`);

/** A LIKE pattern that finds `text` anywhere, taken literally. */
export const likeContaining = (text: string): string => `%${likeLiteral(text)}%`;

/** A word of the text `column` (a job's title, a round's name) starts with `word` (lower-cased). */
export const hasWordStarting = (column: string, word: string): RawBuilder<unknown> =>
    sql`(' ' || lower(${sql.ref(column)})) like ${`% ${likeLiteral(word)}%`} escape '\\'`;
