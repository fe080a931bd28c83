/**
 * The names of the sandbox's content (tasks, gifts, frames, prizes, bags,
 * badges) in the caller's language, as the real server sends them: a page
 * previewed in Thai shows Thai task and gift names. Handlers write the English
 * name; `localizeContent` puts each name known here in the caller's language
 * on its way out. People's names are never in the table, so they stay as
 * they are.
 */
import type { ServerLang } from './messages';

type Names = Record<Exclude<ServerLang, 'en'>, string>;

const NAMES: Readonly<Record<string, Names>> = {
  // Diamond Pass tasks and EXP records
  'Log in today': { ms: 'Log masuk hari ini', th: 'เข้าสู่ระบบวันนี้', fil: 'Mag-log in ngayong araw', vi: 'Đăng nhập hôm nay' },
  'Send any gift': { ms: 'Hantar sebarang hadiah', th: 'ส่งของขวัญใดก็ได้', fil: 'Magpadala ng kahit anong regalo', vi: 'Tặng một món quà bất kỳ' },
  'Stay 10 minutes on mic': { ms: 'Berada 10 minit di mikrofon', th: 'อยู่บนไมค์ 10 นาที', fil: 'Manatili nang 10 minuto sa mic', vi: 'Lên mic 10 phút' },
  'Send 100 diamonds of gifts': { ms: 'Hantar hadiah bernilai 100 berlian', th: 'ส่งของขวัญมูลค่า 100 เพชร', fil: 'Magpadala ng regalong 100 diamante ang halaga', vi: 'Tặng quà trị giá 100 kim cương' },
  'Top up any amount': { ms: 'Tambah nilai sebarang jumlah', th: 'เติมเงินจำนวนเท่าใดก็ได้', fil: 'Mag-top up ng kahit anong halaga', vi: 'Nạp bất kỳ số tiền nào' },
  'Top up 19.99 USD at once for a premium pass': {
    ms: 'Tambah nilai 19.99 USD sekali gus untuk pas premium', th: 'เติมเงิน 19.99 USD ในครั้งเดียวเพื่อรับพาสพรีเมียม',
    fil: 'Mag-top up ng 19.99 USD nang isang beses para sa premium pass', vi: 'Nạp 19.99 USD một lần để nhận thẻ cao cấp',
  },
  'Earlier tasks': { ms: 'Tugasan terdahulu', th: 'ภารกิจก่อนหน้า', fil: 'Mga naunang gawain', vi: 'Nhiệm vụ trước đó' },
  // Gifts
  Rose: { ms: 'Ros', th: 'กุหลาบ', fil: 'Rosas', vi: 'Hoa hồng' },
  Lollipop: { ms: 'Lolipop', th: 'อมยิ้ม', fil: 'Lollipop', vi: 'Kẹo mút' },
  'Bubble Tea': { ms: 'Teh Boba', th: 'ชานมไข่มุก', fil: 'Milk Tea', vi: 'Trà sữa' },
  'Teddy Bear': { ms: 'Beruang Teddy', th: 'ตุ๊กตาหมี', fil: 'Teddy Bear', vi: 'Gấu bông' },
  'Love Letter': { ms: 'Surat Cinta', th: 'จดหมายรัก', fil: 'Liham ng Pag-ibig', vi: 'Thư tình' },
  'Equal Heart': { ms: 'Hati Sejiwa', th: 'หัวใจคู่กัน', fil: 'Pusong Magkapantay', vi: 'Trái tim đồng điệu' },
  Crown: { ms: 'Mahkota', th: 'มงกุฎ', fil: 'Korona', vi: 'Vương miện' },
  'Sports Car': { ms: 'Kereta Sport', th: 'รถสปอร์ต', fil: 'Sports Car', vi: 'Xe thể thao' },
  Yacht: { ms: 'Kapal Layar Mewah', th: 'เรือยอชต์', fil: 'Yate', vi: 'Du thuyền' },
  'Castle in the Sky': { ms: 'Istana di Awan', th: 'ปราสาทลอยฟ้า', fil: 'Kastilyo sa Langit', vi: 'Lâu đài trên mây' },
  Phoenix: { ms: 'Phoenix', th: 'นกฟีนิกซ์', fil: 'Phoenix', vi: 'Phượng hoàng' },
  'Starlight Carriage': { ms: 'Kereta Kuda Cahaya Bintang', th: 'รถม้าแสงดาว', fil: 'Karwahe ng Bituin', vi: 'Cỗ xe ánh sao' },
  'Golden Egg': { ms: 'Telur Emas', th: 'ไข่ทองคำ', fil: 'Gintong Itlog', vi: 'Trứng vàng' },
  Rocket: { ms: 'Roket', th: 'จรวด', fil: 'Rocket', vi: 'Tên lửa' },
  // Frames, vehicles, badges, entrances
  'Neon Frame': { ms: 'Bingkai Neon', th: 'กรอบนีออน', fil: 'Neon Frame', vi: 'Khung neon' },
  'Moon Rider': { ms: 'Penunggang Bulan', th: 'นักบิดแห่งดวงจันทร์', fil: 'Moon Rider', vi: 'Kỵ sĩ mặt trăng' },
  'Star Badge': { ms: 'Lencana Bintang', th: 'เหรียญดาว', fil: 'Star Badge', vi: 'Huy hiệu ngôi sao' },
  'Aurora Entrance': { ms: 'Kemasukan Aurora', th: 'ทางเข้าแสงออโรรา', fil: 'Aurora na Pagpasok', vi: 'Hiệu ứng vào phòng cực quang' },
  // Slot game prizes
  Durian: { ms: 'Durian', th: 'ทุเรียน', fil: 'Durian', vi: 'Sầu riêng' },
  Mango: { ms: 'Mangga', th: 'มะม่วง', fil: 'Mangga', vi: 'Xoài' },
  Rambutan: { ms: 'Rambutan', th: 'เงาะ', fil: 'Rambutan', vi: 'Chôm chôm' },
  Coconut: { ms: 'Kelapa', th: 'มะพร้าว', fil: 'Niyog', vi: 'Dừa' },
  Satay: { ms: 'Sate', th: 'สะเต๊ะ', fil: 'Satay', vi: 'Sa tế xiên' },
  Laksa: { ms: 'Laksa', th: 'ลักซา', fil: 'Laksa', vi: 'Bún laksa' },
  Lobster: { ms: 'Udang Karang', th: 'กุ้งมังกร', fil: 'Ulang', vi: 'Tôm hùm' },
  'Golden Crab': { ms: 'Ketam Emas', th: 'ปูทอง', fil: 'Gintong Alimango', vi: 'Cua vàng' },
  Cherry: { ms: 'Ceri', th: 'เชอร์รี่', fil: 'Seresa', vi: 'Anh đào' },
  Bell: { ms: 'Loceng', th: 'ระฆัง', fil: 'Kampana', vi: 'Chuông' },
  Star: { ms: 'Bintang', th: 'ดาว', fil: 'Bituin', vi: 'Ngôi sao' },
  Seven: { ms: 'Tujuh', th: 'เจ็ด', fil: 'Pito', vi: 'Số bảy' },
  // Egg draw, spark and wish tasks
  'Open the app': { ms: 'Buka aplikasi', th: 'เปิดแอป', fil: 'Buksan ang app', vi: 'Mở ứng dụng' },
  'Play a Go Match': { ms: 'Main satu Go Match', th: 'เล่น Go Match หนึ่งตา', fil: 'Maglaro ng isang Go Match', vi: 'Chơi một ván Go Match' },
  'Stay 10 minutes in a room': { ms: 'Berada 10 minit dalam bilik', th: 'อยู่ในห้อง 10 นาที', fil: 'Manatili nang 10 minuto sa isang room', vi: 'Ở trong phòng 10 phút' },
  'Top up 0.99 USD': { ms: 'Tambah nilai 0.99 USD', th: 'เติมเงิน 0.99 USD', fil: 'Mag-top up ng 0.99 USD', vi: 'Nạp 0.99 USD' },
  'Send 5 gifts': { ms: 'Hantar 5 hadiah', th: 'ส่งของขวัญ 5 ชิ้น', fil: 'Magpadala ng 5 regalo', vi: 'Tặng 5 món quà' },
  'Top up 5 USD': { ms: 'Tambah nilai 5 USD', th: 'เติมเงิน 5 USD', fil: 'Mag-top up ng 5 USD', vi: 'Nạp 5 USD' },
  'Top up 4.99 USD': { ms: 'Tambah nilai 4.99 USD', th: 'เติมเงิน 4.99 USD', fil: 'Mag-top up ng 4.99 USD', vi: 'Nạp 4.99 USD' },
  'Top up 9.99 USD': { ms: 'Tambah nilai 9.99 USD', th: 'เติมเงิน 9.99 USD', fil: 'Mag-top up ng 9.99 USD', vi: 'Nạp 9.99 USD' },
  'Top up 49.99 USD': { ms: 'Tambah nilai 49.99 USD', th: 'เติมเงิน 49.99 USD', fil: 'Mag-top up ng 49.99 USD', vi: 'Nạp 49.99 USD' },
  'Top up 99.99 USD': { ms: 'Tambah nilai 99.99 USD', th: 'เติมเงิน 99.99 USD', fil: 'Mag-top up ng 99.99 USD', vi: 'Nạp 99.99 USD' },
  'Top up 499.99 USD': { ms: 'Tambah nilai 499.99 USD', th: 'เติมเงิน 499.99 USD', fil: 'Mag-top up ng 499.99 USD', vi: 'Nạp 499.99 USD' },
  'Light 10 sparks': { ms: 'Nyalakan 10 percikan', th: 'จุดประกาย 10 ครั้ง', fil: 'Magsindi ng 10 spark', vi: 'Thắp 10 tia lửa' },
  'Send a gift to the idol': { ms: 'Hantar hadiah kepada idola', th: 'ส่งของขวัญให้ไอดอล', fil: 'Magpadala ng regalo sa idol', vi: 'Tặng quà cho thần tượng' },
  'Idol: stay 10 minutes in a room': { ms: 'Idola: berada 10 minit dalam bilik', th: 'ไอดอล: อยู่ในห้อง 10 นาที', fil: 'Idol: manatili nang 10 minuto sa isang room', vi: 'Thần tượng: ở trong phòng 10 phút' },
  'Lighten Sparks': { ms: 'Nyalakan Spark', th: 'จุด Spark', fil: 'Magsindi ng Spark', vi: 'Thắp Spark' },
  'Stardust cleared': { ms: 'Debu bintang dikosongkan', th: 'ล้างละอองดาว', fil: 'Na-clear ang stardust', vi: 'Bụi sao đã bị xóa' },
  // Gift bags and badges
  'Starter Bag': { ms: 'Beg Permulaan', th: 'กระเป๋าเริ่มต้น', fil: 'Starter Bag', vi: 'Túi khởi đầu' },
  'Super Starter Bag': { ms: 'Beg Permulaan Super', th: 'กระเป๋าเริ่มต้นสุดคุ้ม', fil: 'Super Starter Bag', vi: 'Túi khởi đầu siêu cấp' },
  'Diamond Rain Bag': { ms: 'Beg Hujan Berlian', th: 'กระเป๋าฝนเพชร', fil: 'Diamond Rain Bag', vi: 'Túi mưa kim cương' },
  'Achievement Bag': { ms: 'Beg Pencapaian', th: 'กระเป๋าความสำเร็จ', fil: 'Achievement Bag', vi: 'Túi thành tựu' },
  'Mystery Bag': { ms: 'Beg Misteri', th: 'ถุงปริศนา', fil: 'Misteryosong Bag', vi: 'Túi bí ẩn' },
  'Wish Pack': { ms: 'Pek Hajat', th: 'แพ็กคำอธิษฐาน', fil: 'Wish Pack', vi: 'Gói điều ước' },
  'Idol Badge': { ms: 'Lencana Idola', th: 'เหรียญไอดอล', fil: 'Idol Badge', vi: 'Huy hiệu thần tượng' },
  'Idol of the Planet': { ms: 'Idola Planet', th: 'ไอดอลแห่งดาวเคราะห์', fil: 'Idol ng Planeta', vi: 'Thần tượng hành tinh' },
  // Activity application (activities, their rewards, a review note) and campaign banners
  'Good Vibe Room': { ms: 'Bilik Good Vibe', th: 'ห้องบรรยากาศดี', fil: 'Good Vibe Room', vi: 'Phòng Good Vibe' },
  'Room owners sign up and declare daily event times.': { ms: 'Pemilik bilik mendaftar dan menetapkan masa acara harian.', th: 'เจ้าของห้องสมัครและแจ้งเวลาจัดกิจกรรมประจำวัน', fil: 'Mag-sign up ang mga may-ari ng room at ideklara ang oras ng event araw-araw.', vi: 'Chủ phòng đăng ký và khai báo giờ tổ chức hằng ngày.' },
  'Singer Stage': { ms: 'Pentas Penyanyi', th: 'เวทีนักร้อง', fil: 'Singer Stage', vi: 'Sân khấu ca sĩ' },
  'Sing live in your room and collect votes.': { ms: 'Menyanyi secara langsung di bilik anda dan kumpul undian.', th: 'ร้องเพลงสดในห้องของคุณและสะสมคะแนนโหวต', fil: 'Kumanta nang live sa iyong room at mangolekta ng boto.', vi: 'Hát trực tiếp trong phòng của bạn và nhận bình chọn.' },
  'Podcast Host Recruitment': { ms: 'Pengambilan Hos Podcast', th: 'รับสมัครพิธีกรพอดแคสต์', fil: 'Paghahanap ng Podcast Host', vi: 'Tuyển dẫn chương trình podcast' },
  'Host a weekly show on the podcast schedule.': { ms: 'Kendalikan rancangan mingguan dalam jadual podcast.', th: 'จัดรายการประจำสัปดาห์ในตารางพอดแคสต์', fil: 'Mag-host ng lingguhang show sa podcast schedule.', vi: 'Dẫn một chương trình hằng tuần trong lịch podcast.' },
  'Family Night': { ms: 'Malam Keluarga', th: 'คืนครอบครัว', fil: 'Family Night', vi: 'Đêm gia tộc' },
  'Host a party night for your family.': { ms: 'Anjurkan malam parti untuk keluarga anda.', th: 'จัดปาร์ตี้กลางคืนให้ครอบครัวของคุณ', fil: 'Mag-host ng party night para sa iyong pamilya.', vi: 'Tổ chức một đêm tiệc cho gia tộc của bạn.' },
  'Room Star Frame': { ms: 'Bingkai Bintang Bilik', th: 'กรอบดาวประจำห้อง', fil: 'Room Star Frame', vi: 'Khung ngôi sao phòng' },
  'Singer Badge': { ms: 'Lencana Penyanyi', th: 'เหรียญนักร้อง', fil: 'Singer Badge', vi: 'Huy hiệu ca sĩ' },
  'Podcast Host Badge': { ms: 'Lencana Hos Podcast', th: 'เหรียญพิธีกรพอดแคสต์', fil: 'Podcast Host Badge', vi: 'Huy hiệu dẫn podcast' },
  'Family Night Frame': { ms: 'Bingkai Malam Keluarga', th: 'กรอบคืนครอบครัว', fil: 'Family Night Frame', vi: 'Khung đêm gia tộc' },
  'The room id does not match your own room.': { ms: 'ID bilik tidak sepadan dengan bilik anda.', th: 'ไอดีห้องไม่ตรงกับห้องของคุณ', fil: 'Hindi tugma ang room id sa sarili mong room.', vi: 'ID phòng không khớp với phòng của bạn.' },
  'Activity application': { ms: 'Permohonan aktiviti', th: 'สมัครกิจกรรม', fil: 'Pag-apply sa activity', vi: 'Đăng ký hoạt động' },
  'Stars Hunters': { ms: 'Pemburu Bintang', th: 'นักล่าดวงดาว', fil: 'Stars Hunters', vi: 'Thợ săn ngôi sao' },
  'Podcast schedule': { ms: 'Jadual podcast', th: 'ตารางพอดแคสต์', fil: 'Iskedyul ng podcast', vi: 'Lịch podcast' },
  'Confession wall': { ms: 'Dinding luahan', th: 'กำแพงสารภาพ', fil: 'Pader ng mga pagtatapat', vi: 'Bức tường tỏ tình' },
  'Summer specials': { ms: 'Istimewa musim panas', th: 'โปรพิเศษหน้าร้อน', fil: 'Summer specials', vi: 'Ưu đãi mùa hè' },
  // Treasure hunter and constellation treasure
  'Jade Compass': { ms: 'Kompas Jed', th: 'เข็มทิศหยก', fil: 'Jade na Kompas', vi: 'La bàn ngọc bích' },
  'Golden Idol': { ms: 'Patung Emas', th: 'รูปเคารพทองคำ', fil: 'Gintong Idolo', vi: 'Tượng vàng' },
  'Ancient Chest': { ms: 'Peti Purba', th: 'หีบโบราณ', fil: 'Sinaunang Baul', vi: 'Rương cổ' },
  "Hunter's Crown Frame": { ms: 'Bingkai Mahkota Pemburu', th: 'กรอบมงกุฎนักล่า', fil: 'Frame ng Korona ng Mangangaso', vi: 'Khung vương miện thợ săn' },
  Aries: { ms: 'Aries', th: 'ราศีเมษ', fil: 'Aries', vi: 'Bạch Dương' },
  Taurus: { ms: 'Taurus', th: 'ราศีพฤษภ', fil: 'Taurus', vi: 'Kim Ngưu' },
  Gemini: { ms: 'Gemini', th: 'ราศีเมถุน', fil: 'Gemini', vi: 'Song Tử' },
  Leo: { ms: 'Leo', th: 'ราศีสิงห์', fil: 'Leo', vi: 'Sư Tử' },
};

/** `value` with every string that names known content in `lang` (arrays and objects walked; the input is not changed). */
export function localizeContent<T>(value: T, lang: ServerLang): T {
  if (lang === 'en') return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return Object.hasOwn(NAMES, v) ? NAMES[v]![lang] : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
