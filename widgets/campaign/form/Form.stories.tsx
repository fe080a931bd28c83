import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Form', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  reportTitle: { en: 'Report a problem', ms: 'Laporkan masalah', th: 'รายงานปัญหา', fil: 'Mag-ulat ng problema', vi: 'Báo cáo sự cố' },
  description: { en: 'What went wrong?', ms: 'Apakah yang berlaku?', th: 'เกิดอะไรขึ้น', fil: 'Ano ang nangyari?', vi: 'Đã xảy ra chuyện gì?' },
  category: { en: 'Category', ms: 'Kategori', th: 'หมวดหมู่', fil: 'Kategorya', vi: 'Danh mục' },
  crash: { en: 'The app closed by itself', ms: 'Aplikasi tertutup sendiri', th: 'แอปปิดไปเอง', fil: 'Kusang nagsara ang app', vi: 'Ứng dụng tự đóng' },
  display: { en: 'Something looks wrong', ms: 'Paparan kelihatan salah', th: 'หน้าจอแสดงผิดปกติ', fil: 'May mali sa itsura', vi: 'Hiển thị bị lỗi' },
  other: { en: 'Something else', ms: 'Lain-lain', th: 'อื่นๆ', fil: 'Iba pa', vi: 'Vấn đề khác' },
  screenshots: { en: 'Screenshots', ms: 'Tangkapan skrin', th: 'ภาพหน้าจอ', fil: 'Mga screenshot', vi: 'Ảnh chụp màn hình' },
  age: { en: 'Your age', ms: 'Umur anda', th: 'อายุของคุณ', fil: 'Edad mo', vi: 'Tuổi của bạn' },
  room: { en: 'Your room owner ID', ms: 'ID pemilik bilik anda', th: 'ID เจ้าของห้องของคุณ', fil: 'ID ng may-ari ng kuwarto mo', vi: 'ID chủ phòng của bạn' },
  nickname: { en: 'Stage name', ms: 'Nama pentas', th: 'ชื่อบนเวที', fil: 'Pangalan sa entablado', vi: 'Nghệ danh' },
});

const reportFields = [
  { name: 'description', kind: 'textarea', label: 'description', required: true, minLength: 10, maxLength: 1000 },
  { name: 'category', kind: 'choice', label: 'category', required: true, options: [{ value: 'crash', label: 'crash' }, { value: 'display', label: 'display' }, { value: 'other', label: 'other' }] },
  { name: 'images', kind: 'picture', label: 'screenshots', maxCount: 3, cropWidth: 375, cropHeight: 667 },
];

/** The bug report, sent to the sandbox's report call (a picture is cropped and uploaded to its signed host). */
export const BugReport: Story = {
  render: () => renderNode({ type: 'form', props: { title: 'reportTitle', fields: reportFields, submitPath: '/admin/crush/report', afterSuccess: 'again' } }, { strings }),
};

/** A questionnaire read from the sandbox: its questions come from the API answer (server wording). */
export const QuestionnaireFromData: Story = {
  render: () =>
    renderNode(
      { type: 'form', props: { fields: '{{data.naire.questions}}', extraValues: { questionnaireId: '{{data.naire.id}}' }, submitPath: '/activity/questionnaire/answer' } },
      { strings, data: { naire: { path: '/activity/questionnaire/index' } } },
    ),
};

/** An application with a number range and a user id (an unknown user id reads "Please enter a valid user id"). */
export const Application: Story = {
  render: () =>
    renderNode(
      {
        type: 'form',
        props: {
          fields: [
            { name: 'stageName', kind: 'text', label: 'nickname', required: true, minLength: 2, maxLength: 20 },
            { name: 'age', kind: 'number', label: 'age', required: true, min: 18, max: 80, integer: true },
            { name: 'roomOwner', kind: 'user-id', label: 'room', required: true },
          ],
          extraValues: { activityId: 11 },
          submitPath: '/marketing/activity/apply/saveV1',
        },
      },
      { strings },
    ),
};

export const Thai: Story = { ...BugReport, globals: { locale: 'th' } };
export const Malay: Story = { ...BugReport, globals: { locale: 'ms' } };
export const Filipino: Story = { ...BugReport, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...BugReport, globals: { locale: 'vn' } };
