/** The strings of a scaffolded draw game, translated (en, ms, th, fil, vi): its views show them (the kit's dialogs bring their own). */
export const GAME_STRINGS: Record<string, string> = {
  en: 'intro: Draw and collect your prizes.\nbalance: "My diamonds: {count}"\ndrawN: "Draw ×{count}"\ncost: "{count} diamonds"\nresultTitle: "Congratulations!"\nskip: "Skip"\nok: "OK"\nshort: "Not enough diamonds, please top up."\n',
  ms: 'intro: Cabut dan kumpul hadiah anda.\nbalance: "Berlian saya: {count}"\ndrawN: "Cabut ×{count}"\ncost: "{count} berlian"\nresultTitle: "Tahniah!"\nskip: "Langkau"\nok: "OK"\nshort: "Berlian tidak mencukupi, sila tambah nilai."\n',
  th: 'intro: สุ่มและสะสมรางวัลของคุณ\nbalance: "เพชรของฉัน: {count}"\ndrawN: "สุ่ม ×{count}"\ncost: "{count} เพชร"\nresultTitle: "ยินดีด้วย!"\nskip: "ข้าม"\nok: "ตกลง"\nshort: "เพชรไม่พอ กรุณาเติมเงิน"\n',
  fil: 'intro: Mag-draw at kolektahin ang iyong mga premyo.\nbalance: "Aking diamante: {count}"\ndrawN: "Draw ×{count}"\ncost: "{count} diamante"\nresultTitle: "Binabati kita!"\nskip: "Laktawan"\nok: "OK"\nshort: "Kulang ang diamante, mag-top up po."\n',
  vi: 'intro: Rút thưởng và sưu tập phần thưởng của bạn.\nbalance: "Kim cương của tôi: {count}"\ndrawN: "Rút ×{count}"\ncost: "{count} kim cương"\nresultTitle: "Chúc mừng!"\nskip: "Bỏ qua"\nok: "OK"\nshort: "Không đủ kim cương, vui lòng nạp thêm."\n',
};
