/**
 * The question bank (config/question-banks.json plus a workspace's own
 * questions), checked at start, and the questions of one interview: picked
 * when it is scheduled, one swapped by regenerate-question.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import { QUESTIONS_PER_GROUP, type Criterion, type InterviewQuestion, type Question, type QuestionGroup } from '../../config/contracts/interviews.js';
import { criteriaOf, expandQuestionBank, questionBankProblems, shippedQuestionBank, type QuestionBankFile } from '../../config/questionBank.js';
import { aiConfigured, chatCompletion, type AiSettings } from './ai.js';
import { HttpProblem, notFound, type FieldErrors } from './http.js';
import { composedText, type ServerLocale } from './locale.js';

export class QuestionBankError extends Error {
    constructor(readonly file: string, readonly problems: string[]) {
        super(`Invalid question bank ${file} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.map(p => `${file}: ${p}`).join('\n  ')}`);
        this.name = 'QuestionBankError';
    }
}

let checked: QuestionBankFile | null = null;

/**
 * The bank, checked once per process. A file path (QUESTION_BANK_FILE, or a
 * test's) replaces the shipped file; any problem refuses the start with one
 * line per problem, naming the file and the path inside it.
 */
export function loadQuestionBank(file = process.env.QUESTION_BANK_FILE): QuestionBankFile {
    if (!file && checked) return checked;
    const name = file ?? 'config/question-banks.json';
    let json: unknown = shippedQuestionBank;
    if (file) {
        try {
            json = JSON.parse(readFileSync(file, 'utf8'));
        } catch (error) {
            throw new QuestionBankError(name, [`/: not valid JSON: ${(error as Error).message}`]);
        }
    }
    const problems = questionBankProblems(json);
    if (problems.length) throw new QuestionBankError(name, problems);
    const bank = json as QuestionBankFile;
    if (!file) checked = bank;
    return bank;
}

interface CustomRow {
    id: string;
    group_id: string;
    label: string;
    criteria_ids: string[];
}

/** Every group, the workspace's own questions after the shipped ones (only groups named, when given). */
export async function workspaceBank(tx: Tx, groupIds?: readonly string[]): Promise<QuestionGroup[]> {
    const bank = loadQuestionBank();
    const custom = await sql<CustomRow>`select id, group_id, label, criteria_ids from interview_custom_questions order by created_at, id`.execute(tx);
    return expandQuestionBank(bank)
        .filter(g => !groupIds || groupIds.includes(g.id))
        .map(g => ({
            ...g,
            questions: [
                ...g.questions,
                ...custom.rows.filter(c => c.group_id === g.id).map((c): Question => ({ id: c.id, label: c.label, value: c.label, criteria: criteriaOf(bank, c.criteria_ids), custom: true })),
            ],
        }));
}

export function allCriteria(): Criterion[] {
    const bank = loadQuestionBank();
    return criteriaOf(bank, bank.criteria.map(c => c.id));
}

/** A custom question's criteria: three of the catalogue, one per level in order, or the group's first question's. */
export function customCriteria(groupId: string, ids: readonly string[] | undefined, errors: FieldErrors): string[] {
    const bank = loadQuestionBank();
    const group = bank.groups.find(g => g.id === groupId);
    if (!group) {
        errors.group_id = 'Unknown question group.';
        return [];
    }
    if (!ids) return group.questions[0].criteria;
    const levels = ids.map(id => bank.criteria.find(c => c.id === id)?.level);
    if (levels.join() !== 'STRONG,NEEDS_IMPROVEMENT,WEAK') errors.criteria_ids = 'Choose one criterion per level: Strong Response, Needs Improvement, Weak Response, in that order.';
    return [...ids];
}

/** Checks group ids against the bank (unknown ones named in `locale`); the first QUESTIONS_PER_GROUP questions of each, in bank order. */
export async function pickQuestions(tx: Tx, groupIds: readonly string[], errors: FieldErrors, locale: ServerLocale): Promise<InterviewQuestion[]> {
    if (!groupIds.length) return [];
    const groups = await workspaceBank(tx, groupIds);
    const unknown = groupIds.filter(id => !groups.some(g => g.id === id));
    if (unknown.length) {
        const groups = unknown.join(', ');
        errors.question_group_ids = composedText(locale, 'question_groups_unknown', { groups }, `Unknown question group: ${groups}.`);
        return [];
    }
    return groupIds.flatMap(id => {
        const group = groups.find(g => g.id === id)!;
        return group.questions.slice(0, QUESTIONS_PER_GROUP).map(q => ({ ...q, group_id: group.id, group_label: group.label }));
    });
}

export async function insertQuestions(tx: Tx, workspaceId: string, interviewId: string, questions: readonly InterviewQuestion[], firstPosition = 1): Promise<void> {
    if (!questions.length) return;
    await sql`insert into interview_questions (workspace_id, interview_id, question_id, group_id, position, label, criteria, custom)
        values ${sql.join(
            questions.map((q, i) => sql`(${workspaceId}, ${interviewId}, ${q.id}, ${q.group_id}, ${firstPosition + i}, ${q.label}, ${JSON.stringify(q.criteria)}::jsonb, ${q.custom})`),
        )}`.execute(tx);
}

interface QuestionRow {
    question_id: string;
    group_id: string;
    position: number;
    label: string;
    criteria: Criterion[];
    custom: boolean;
}

/** An interview's questions in order, as the API answers them. */
export async function questionsOf(tx: Tx, interviewId: string): Promise<InterviewQuestion[]> {
    const rows = await sql<QuestionRow>`select question_id, group_id, position, label, criteria, custom from interview_questions
        where interview_id = ${interviewId} order by position`.execute(tx);
    const labels = new Map(loadQuestionBank().groups.map(g => [g.id, g.label]));
    return rows.rows.map(r => ({ id: r.question_id, group_id: r.group_id, group_label: labels.get(r.group_id) ?? r.group_id, label: r.label, value: r.label, criteria: r.criteria, custom: r.custom }));
}

export const regenerateMessages = {
    rated: 'This question has already been rated and cannot be replaced.',
    exhausted: 'Every question of this group is already part of the interview.',
} as const;

/**
 * Replaces one question with the next one of its group the interview does not
 * use yet (bank order, then the workspace's own). Refused once anyone rated it.
 */
/** A question written by the AI service for a group, avoiding the interview's questions (null when unset, failing or unusable). */
export type QuestionSuggester = (groupLabel: string, usedLabels: string[]) => Promise<string | null>;

/**
 * Replaces an unrated question of an interview: with one the configured AI
 * service writes for its group (same criteria as the replaced one), else with
 * the first unused question of the group in the bank.
 */
export async function regenerateQuestion(tx: Tx, interviewId: string, questionId: string, suggest?: QuestionSuggester): Promise<void> {
    const current = await sql<QuestionRow>`select question_id, group_id, position, label, criteria, custom from interview_questions
        where interview_id = ${interviewId} and question_id = ${questionId} for update`.execute(tx);
    const question = current.rows[0];
    if (!question) throw new HttpProblem(400, 'This question is not part of the interview.', { question_id: 'This question is not part of the interview.' });
    const rated = await sql`select 1 from interview_feedback_answers where interview_id = ${interviewId} and question_id = ${questionId} limit 1`.execute(tx);
    if (rated.rows.length) throw new HttpProblem(409, regenerateMessages.rated, { question_id: regenerateMessages.rated });
    const asked = (await sql<{ question_id: string; label: string }>`select question_id, label from interview_questions where interview_id = ${interviewId}`.execute(tx)).rows;
    const [group] = await workspaceBank(tx, [question.group_id]);
    const written = group && suggest ? await suggest(group.label, asked.map(q => q.label)) : null;
    const used = new Set(asked.map(q => q.question_id));
    const next = written
        ? { id: `ai_${randomUUID().slice(0, 8)}`, label: written, value: written, criteria: question.criteria, custom: true }
        : group?.questions.find(q => !used.has(q.id));
    if (!next) throw new HttpProblem(409, regenerateMessages.exhausted, { question_id: regenerateMessages.exhausted });
    await sql`delete from interview_questions where interview_id = ${interviewId} and question_id = ${questionId}`.execute(tx);
    await insertQuestions(tx, (await workspaceOf(tx, interviewId)), interviewId, [{ ...next, group_id: group.id, group_label: group.label }], question.position);
}

/** One question, as asked: a single line of at least a few words, without numbering or quotes. */
export function cleanSuggestedQuestion(text: string): string | null {
    const line = text.split('\n').map(l => l.trim()).find(Boolean) ?? '';
    const question = line.replace(/^(?:\d+[.)]|[-*•])\s*/, '').replace(/^["“']+|["”']+$/g, '').trim();
    return question.length >= 10 && question.length <= 300 ? question : null;
}

/** The configured AI service as a QuestionSuggester; never throws (a failure falls back to the bank). */
export function aiQuestionSuggester(settings: AiSettings, log?: (message: string) => void): QuestionSuggester | undefined {
    if (!aiConfigured(settings)) return undefined;
    return async (groupLabel, usedLabels) => {
        try {
            const text = await chatCompletion(
                settings,
                'You write behavioural interview questions that interviewers rate as a strong, adequate or weak response.',
                `Write one new interview question for the competency "${groupLabel}". It must differ from these questions of the same interview:\n${usedLabels.map(l => `- ${l}`).join('\n')}\nAnswer with the question only, in one sentence of at most 200 characters.`,
                0.7,
            );
            const question = cleanSuggestedQuestion(text);
            if (!question) throw new Error('AI service answered no usable question');
            return question;
        } catch (error) {
            log?.(`regenerate-question: using the question bank (${(error as Error).message})`);
            return null;
        }
    };
}

async function workspaceOf(tx: Tx, interviewId: string): Promise<string> {
    const row = await sql<{ workspace_id: string }>`select workspace_id from interviews where id = ${interviewId}`.execute(tx);
    if (!row.rows[0]) throw notFound();
    return row.rows[0].workspace_id;
}
