import type { ReportTexts } from './report-texts';

export const id: ReportTexts = {
  pageTitle: 'Laporan belajar: {name}, {month}',
  heading: 'Laporan belajar bulanan',
  forMonth: '{name} · {month}',
  soFar:
    'Laporan ini mencakup bulan ini sampai hari ini dan terus diperbarui selama {name} belajar.',
  print: 'Cetak',
  otherLanguage: 'Baca laporan ini dalam {language}',
  timeHeading: 'Waktu belajar',
  activeMinutes: 'Menit aktif',
  daysActive: 'Hari belajar',
  previousLine: '{month}: {minutes} menit aktif dalam {days} hari.',
  trend: {
    unknown: 'Ini bulan pertama belajar. Awal yang hebat!',
    up: 'Waktu belajar lebih banyak dari bulan sebelumnya. Kerja bagus!',
    down: 'Sedikit lebih sedikit dari bulan sebelumnya. Beberapa sesi singkat setiap minggu membuat perbedaan besar.',
    equal: 'Waktu belajar sama dengan bulan sebelumnya. Konsisten sekali!',
  },
  doneHeading: 'Yang sudah dikerjakan',
  lessonsDone: 'Pelajaran selesai',
  quizzesDone: 'Kuis dikerjakan',
  practiceDone: 'Latihan selesai',
  testsTaken: 'Tes dikerjakan',
  dailyTitle: 'Menit aktif setiap hari',
  dailyDescription:
    'Satu batang untuk setiap hari di {month}: makin tinggi batangnya, makin banyak menit belajar hari itu. Waktu diam lebih dari 2 menit tidak dihitung.',
  dayColumn: 'Hari',
  minutesColumn: 'Menit',
  compareTitle: 'Bulan ini dan bulan sebelumnya',
  compareDescription:
    'Menit aktif dan hari belajar pada {previous} dan {month}, berdampingan.',
  measureColumn: 'Ukuran',
  passedHeading: 'Modul yang lulus bulan ini',
  passedNone:
    'Belum ada modul baru yang lulus bulan ini. Tes berikutnya adalah kesempatan untuk meluluskan satu.',
  scoresTitle: 'Nilai sebelum dan sesudah',
  scoresDescription:
    'Untuk setiap modul yang lulus bulan ini, nilai sebelumnya dan nilai sekarang. Modul lulus dengan nilai 80.',
  moduleColumn: 'Modul',
  beforeColumn: 'Sebelum',
  afterColumn: 'Sekarang',
  changeColumn: 'Perubahan',
  noEarlierScore: 'belum ada nilai sebelumnya',
  arrow: {
    unknown: 'nilai pertama',
    up: '↑ naik',
    down: '↓ turun',
    equal: '= sama',
  },
  passMark: 'batas lulus 80',
  attentionHeading: 'Modul untuk dilatih lagi',
  attentionIntro:
    'Modul-modul ini belum lulus. Di bawah setiap modul ada soal yang paling sering dijawab salah bulan ini: bagus untuk dibahas lagi.',
  attentionNone: 'Saat ini tidak ada modul yang perlu latihan tambahan. Hebat!',
  latestScore: 'Nilai terakhir: {score}',
  missedTimes: 'salah {count}×',
  planHeading: 'Rencana bulan depan',
  planIntro:
    'Paling banyak lima modul untuk dikerjakan berikutnya, dengan urutan ini:',
  planNone:
    'Semua modul sejauh ini sudah lulus. Langkah berikutnya adalah tes tata bahasa yang baru.',
  step: {
    study: 'selesaikan pelajarannya',
    retest: 'ulangi di tes berikutnya',
    newTest: 'baru di tes berikutnya',
  },
  advisorHeading: 'Untuk dibicarakan dengan Progress Advisor',
  advisor: {
    restart:
      'Minta Progress Advisor membantu merencanakan sesi belajar singkat dan rutin untuk bulan depan.',
    attention:
      'Minta bantuan Progress Advisor untuk “{module}”, sambil membahas soal-soal di atas bersama.',
    celebrate:
      'Bagikan kabar baiknya (modul lulus bulan ini: {count}) dan tanyakan kepada Progress Advisor apa yang dipelajari berikutnya.',
    nextTest:
      'Tanyakan kepada Progress Advisor kapan mengikuti tes tata bahasa berikutnya.',
  },
  privateNote:
    'Grammar Pro. Alamat halaman ini bersifat pribadi: bagikan hanya kepada orang yang Anda percaya.',
  notFoundTitle: 'Laporan tidak tersedia',
  notFound:
    'Laporan belajar ini tidak tersedia. Minta tautan baru di Grammar Pro.',
};
