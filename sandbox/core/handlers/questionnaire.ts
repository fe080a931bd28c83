/**
 * The questionnaire (/naire/index). The spec gives the route but no calls: the sandbox defines
 * GET /activity/questionnaire/index (the questions, worded in the caller's language, and whether the user
 * answered already) and POST /activity/questionnaire/answer (the answers by question name). Required
 * answers, offered choices and lengths are enforced here as on the page; one answer per user.
 */
import { param, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import type { ServerLang } from '../messages';
import content from './questionnaire.json' with { type: 'json' };

export const QUESTIONNAIRE_ID = 'naire-2026-q4';

type Words = Record<ServerLang, string>;
interface Question { name: string; kind: 'choice' | 'multi-choice' | 'textarea'; text: Words; required: boolean; max?: number; maxLength?: number; options?: Array<{ value: string; text: Words }> }

/** The questionnaire's wording in en, ms, th, fil and vi: its title, intro and questions (questionnaire.json). */
const { title: TITLE, intro: INTRO, questions }: { title: Words; intro: Words; questions: unknown[] } = content;
const QUESTIONS = questions as Question[];

interface Answer { userId: string; questionnaireId: string; answers: Record<string, unknown>; at: number }
const answers = (c: Ctx) => shared<Answer[]>(c.world, 'naireAnswers', () => []);
const answerOf = (c: Ctx) => answers(c).find((a) => a.userId === c.user.userId && a.questionnaireId === QUESTIONNAIRE_ID);

/** The questions in the form widget's field shape, worded in the caller's language. */
function questionFields(lang: ServerLang) {
  return QUESTIONS.map((q) => ({
    name: q.name, kind: q.kind, labelText: q.text[lang], required: q.required,
    ...(q.max !== undefined ? { max: q.max } : {}),
    ...(q.maxLength !== undefined ? { maxLength: q.maxLength } : {}),
    ...(q.options ? { options: q.options.map((o) => ({ value: o.value, labelText: o.text[lang] })) } : {}),
  }));
}

function checkAnswer(q: Question, v: unknown): unknown {
  const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
  if (empty) return q.required ? fail('answerRequired', STATUS.badRequest) : null;
  const offered = new Set((q.options ?? []).map((o) => o.value));
  if (q.kind === 'choice') return typeof v === 'string' && offered.has(v) ? v : fail('answerInvalid', STATUS.badRequest);
  if (q.kind === 'multi-choice') {
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !offered.has(x)) || new Set(v).size !== v.length) return fail('answerInvalid', STATUS.badRequest);
    return q.max !== undefined && v.length > q.max ? fail('answerInvalid', STATUS.badRequest) : v;
  }
  const text = String(v).trim();
  return q.maxLength !== undefined && [...text].length > q.maxLength ? fail('answerInvalid', STATUS.badRequest) : text;
}

export const questionnaireRoutes: Routes = {
  'GET /activity/questionnaire/index': (c) => {
    const mine = answerOf(c);
    return { id: QUESTIONNAIRE_ID, title: TITLE[c.lang], intro: INTRO[c.lang], questions: questionFields(c.lang), answered: mine !== undefined, answeredAt: mine?.at ?? null };
  },
  'POST /activity/questionnaire/answer': (c) => {
    if (str(c, 'questionnaireId', '') !== QUESTIONNAIRE_ID) fail('notFound', STATUS.notFound);
    if (answerOf(c)) fail('alreadyAnswered', STATUS.limit);
    const given = Object.fromEntries(QUESTIONS.map((q) => [q.name, checkAnswer(q, param(c, q.name))]));
    answers(c).push({ userId: c.user.userId, questionnaireId: QUESTIONNAIRE_ID, answers: given, at: c.now });
    return withMessage({ answered: true }, 'receiveSuccess');
  },
};
