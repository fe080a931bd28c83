/**
 * The questionnaire (/naire/index). The spec gives the route but no calls: the sandbox defines
 * GET /activity/questionnaire/index (the questions, worded in the caller's language, and whether the user
 * answered already) and POST /activity/questionnaire/answer (the answers by question name). Required
 * answers, offered choices and lengths are enforced here as on the page; one answer per user.
 */
import { param, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import type { ServerLang } from '../messages';

export const QUESTIONNAIRE_ID = 'naire-2026-q4';

type Words = Record<ServerLang, string>;
interface Question { name: string; kind: 'choice' | 'multi-choice' | 'textarea'; text: Words; required: boolean; max?: number; maxLength?: number; options?: Array<{ value: string; text: Words }> }

const w = (en: string, ms: string, th: string, fil: string, vi: string): Words => ({ en, ms, th, fil, vi });
/** An offered choice: its value and its wording in en, ms, th, fil and vi. */
const option = (value: string, ...words: Parameters<typeof w>) => ({ value, text: w(...words) });

const TITLE = w('Help us make the app better', 'Bantu kami menambah baik aplikasi', 'ช่วยเราพัฒนาแอปให้ดียิ่งขึ้น', 'Tulungan kaming pagandahin ang app', 'Giúp chúng tôi cải thiện ứng dụng');
const INTRO = w(
  'Four short questions, about two minutes. One answer per account.',
  'Empat soalan ringkas, kira-kira dua minit. Satu jawapan bagi setiap akaun.',
  'คำถามสั้นๆ 4 ข้อ ใช้เวลาประมาณ 2 นาที ตอบได้หนึ่งครั้งต่อบัญชี',
  'Apat na maikling tanong, mga dalawang minuto. Isang sagot bawat account.',
  'Bốn câu hỏi ngắn, khoảng hai phút. Mỗi tài khoản trả lời một lần.',
);

const QUESTIONS: Question[] = [
  {
    name: 'q1', kind: 'choice', required: true,
    text: w('How often do you join live rooms?', 'Berapa kerap anda menyertai bilik langsung?', 'คุณเข้าห้องไลฟ์บ่อยแค่ไหน', 'Gaano ka kadalas sumali sa mga live room?', 'Bạn tham gia phòng trực tiếp thường xuyên thế nào?'),
    options: [
      option('daily', 'Every day', 'Setiap hari', 'ทุกวัน', 'Araw-araw', 'Mỗi ngày'),
      option('weekly', 'A few times a week', 'Beberapa kali seminggu', 'สัปดาห์ละสองสามครั้ง', 'Ilang beses sa isang linggo', 'Vài lần mỗi tuần'),
      option('rarely', 'Rarely', 'Jarang-jarang', 'นานๆ ครั้ง', 'Bihira', 'Hiếm khi'),
    ],
  },
  {
    name: 'q2', kind: 'multi-choice', required: true, max: 3,
    text: w('Which events do you enjoy? (up to 3)', 'Acara manakah yang anda gemari? (hingga 3)', 'คุณชอบกิจกรรมแบบไหน (สูงสุด 3 ข้อ)', 'Aling mga event ang gusto mo? (hanggang 3)', 'Bạn thích những sự kiện nào? (tối đa 3)'),
    options: [
      option('rankings', 'Rankings', 'Kedudukan', 'การจัดอันดับ', 'Mga ranking', 'Bảng xếp hạng'),
      option('draws', 'Lucky draws', 'Cabutan bertuah', 'การจับรางวัล', 'Mga lucky draw', 'Rút thăm may mắn'),
      option('giftBags', 'Gift bags', 'Beg hadiah', 'ถุงของขวัญ', 'Mga gift bag', 'Túi quà'),
      option('seasonal', 'Holiday events', 'Acara musim perayaan', 'กิจกรรมช่วงเทศกาล', 'Mga event tuwing piyesta', 'Sự kiện dịp lễ'),
    ],
  },
  {
    name: 'q3', kind: 'choice', required: true,
    text: w('How satisfied are you with the app?', 'Sejauh manakah anda berpuas hati dengan aplikasi ini?', 'คุณพอใจกับแอปมากแค่ไหน', 'Gaano ka kasiyahan sa app?', 'Bạn hài lòng với ứng dụng đến mức nào?'),
    options: [
      option('high', 'Very satisfied', 'Sangat berpuas hati', 'พอใจมาก', 'Lubos na nasisiyahan', 'Rất hài lòng'),
      option('mid', 'It is fine', 'Biasa sahaja', 'พอใช้ได้', 'Ayos lang', 'Tạm được'),
      option('low', 'Not satisfied', 'Tidak berpuas hati', 'ไม่พอใจ', 'Hindi nasisiyahan', 'Không hài lòng'),
    ],
  },
  {
    name: 'q4', kind: 'textarea', required: false, maxLength: 300,
    text: w('What should we improve?', 'Apakah yang perlu kami perbaiki?', 'เราควรปรับปรุงอะไร', 'Ano ang dapat naming pagbutihin?', 'Chúng tôi nên cải thiện điều gì?'),
  },
];

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
