/** Long strings for the long-text stories: Thai has no spaces between words, Vietnamese stacks diacritics. */
export const LONG_TH =
  'กิจกรรมเทศกาลแห่งดวงดาวประจำฤดูหนาวนี้มอบรางวัลพิเศษสุดยิ่งใหญ่ให้กับผู้ใช้ทุกคนที่ร่วมสนุกส่งของขวัญในห้องสนทนาเสียงอย่างต่อเนื่องตลอดระยะเวลากิจกรรม';
export const LONG_VI =
  'Sự kiện Lễ hội Ánh sao mùa đông này trao những phần thưởng đặc biệt nhất cho tất cả người dùng tham gia tặng quà liên tục trong các phòng trò chuyện thoại suốt thời gian diễn ra sự kiện';
