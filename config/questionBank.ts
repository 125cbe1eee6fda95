/**
 * The built-in interview question banks (config/question-banks.json, SPEC.md
 * section 3): the file's JSON schema, the rules a schema cannot say (the
 * twelve groups and their counts, criterion ids, one criterion per level),
 * and the bank as the API serves it (each question with its three criteria
 * written out). The server checks the file at start and refuses to start on
 * any problem, one line each, like resource files (server/lib/interviewQuestions.ts).
 */
import Ajv from 'ajv';
import bankJson from './question-banks.json';
import { CRITERION_LEVELS, type Criterion, type CriterionLevel, type QuestionGroup } from './contracts/interviews';

export interface BankCriterion {
    id: string;
    label: string;
    value: string;
    level: CriterionLevel;
}
export interface BankQuestion {
    id: string;
    label: string;
    value: string;
    /** Three criterion ids, Strong Response first. */
    criteria: string[];
}
export interface BankGroup {
    id: string;
    label: string;
    questions: BankQuestion[];
}
export interface QuestionBankFile {
    criteria: BankCriterion[];
    groups: BankGroup[];
}

const text = { type: 'string', minLength: 1, maxLength: 500 } as const;

export const questionBankFileSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['criteria', 'groups'],
    properties: {
        $comment: { type: 'string' },
        criteria: {
            type: 'array',
            minItems: 12,
            maxItems: 12,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'label', 'value', 'level'],
                properties: { id: { type: 'string', pattern: '^eval_criteria_[0-9]{1,2}$' }, label: text, value: text, level: { enum: CRITERION_LEVELS } },
            },
        },
        groups: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'label', 'questions'],
                properties: {
                    id: { type: 'string', pattern: '^[a-z_]{2,40}$' },
                    label: text,
                    questions: {
                        type: 'array',
                        minItems: 1,
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['id', 'label', 'value', 'criteria'],
                            properties: {
                                id: { type: 'string', pattern: '^[a-z_]+_[0-9]+$' },
                                label: text,
                                value: text,
                                criteria: { type: 'array', minItems: 3, maxItems: 3, items: { type: 'string' } },
                            },
                        },
                    },
                },
            },
        },
    },
} as const;

/**
 * The twelve groups of SPEC.md section 3 in order: id, the prefix of its
 * question ids (curiosity's are spelled curosity_N, as SPEC.md spells them),
 * and how many questions it must have (`min` when SPEC.md says "at least").
 */
export const REQUIRED_GROUPS: readonly { id: string; prefix: string; count: number; min?: true }[] = [
    { id: 'core_values', prefix: 'core_values', count: 4 },
    { id: 'customer_focus', prefix: 'customer_focus', count: 4 },
    { id: 'team_player', prefix: 'team_player', count: 4 },
    { id: 'communication', prefix: 'communication', count: 6, min: true },
    { id: 'customer_centricity', prefix: 'customer_centricity', count: 4 },
    { id: 'ownership', prefix: 'ownership', count: 4 },
    { id: 'curiosity', prefix: 'curosity', count: 6 },
    { id: 'trustworthiness', prefix: 'trustworthiness', count: 3 },
    { id: 'innovation', prefix: 'innovation', count: 3 },
    { id: 'agility', prefix: 'agility', count: 3 },
    { id: 'human_centricity', prefix: 'human_centricity', count: 3 },
    { id: 'first_time_right', prefix: 'first_time_right', count: 3 },
];

/** Every problem of a bank file, as `<path>: <problem>` lines; none means the file is good. */
export function questionBankProblems(json: unknown): string[] {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(questionBankFileSchema);
    if (!validate(json)) return (validate.errors ?? []).map(e => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
    const bank = json as unknown as QuestionBankFile;
    const problems: string[] = [];
    bank.criteria.forEach((c, i) => {
        if (c.id !== `eval_criteria_${i + 1}`) problems.push(`/criteria/${i}/id: expected eval_criteria_${i + 1}, found ${c.id}`);
        if (c.value !== c.label) problems.push(`/criteria/${i}/value: must be the label's text`);
    });
    const levels = new Map(bank.criteria.map(c => [c.id, c.level]));
    const groupIds = bank.groups.map(g => g.id);
    if (groupIds.join() !== REQUIRED_GROUPS.map(g => g.id).join()) {
        problems.push(`/groups: expected the twelve groups ${REQUIRED_GROUPS.map(g => g.id).join(', ')} in that order, found ${groupIds.join(', ') || 'none'}`);
    }
    bank.groups.forEach((group, gi) => {
        const rule = REQUIRED_GROUPS.find(r => r.id === group.id);
        if (!rule) return;
        const n = group.questions.length;
        if (rule.min ? n < rule.count : n !== rule.count) problems.push(`/groups/${gi}/questions: ${group.id} needs ${rule.min ? 'at least ' : ''}${rule.count} questions, has ${n}`);
        group.questions.forEach((q, qi) => {
            const at = `/groups/${gi}/questions/${qi}`;
            if (q.id !== `${rule.prefix}_${qi + 1}`) problems.push(`${at}/id: expected ${rule.prefix}_${qi + 1}, found ${q.id}`);
            if (q.value !== q.label) problems.push(`${at}/value: must be the label's text`);
            const found = q.criteria.map(id => levels.get(id));
            if (found.some(l => l === undefined)) problems.push(`${at}/criteria: names a criterion that is not in /criteria`);
            else if (found.join() !== CRITERION_LEVELS.join()) problems.push(`${at}/criteria: needs one criterion per level, in the order ${CRITERION_LEVELS.join(', ')}`);
        });
    });
    return problems;
}

/** The criteria of a question, written out (the wire's shape). */
export function criteriaOf(bank: QuestionBankFile, ids: readonly string[]): Criterion[] {
    const byId = new Map(bank.criteria.map(c => [c.id, c]));
    return ids.map(id => {
        const c = byId.get(id)!;
        return { id: c.id, label: c.label, value: c.value, level: c.level };
    });
}

/** The bank as interview-questions serves it (custom: false on every shipped question). */
export function expandQuestionBank(bank: QuestionBankFile): QuestionGroup[] {
    return bank.groups.map(g => ({
        id: g.id,
        label: g.label,
        questions: g.questions.map(q => ({ id: q.id, label: q.label, value: q.value, criteria: criteriaOf(bank, q.criteria), custom: false })),
    }));
}

/** The shipped file, unchecked: callers that serve it check it first (server start) or test it. */
export const shippedQuestionBank = bankJson as unknown as QuestionBankFile;
