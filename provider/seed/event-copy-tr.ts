import type { EventCopies } from './event-copy-types';
import type { EventYears } from './event-plan';

const dinnerConcert = (act: string): [string, string][] => [
  ['19:30', 'Kapı açılışı'],
  ['20:00', 'Akşam yemeği servisi'],
  ['21:00', act],
  ['23:00', 'The Sin’de after-party'],
];

const clubNight = (headline: string): [string, string][] => [
  ['23:00', 'Kapı açılışı'],
  ['00:00', headline],
  ['01:30', 'Andy Show dansçılarından canlı performans'],
  ['03:00', 'Son dans'],
];

export function eventCopyTr(years: EventYears): EventCopies {
  return {
    'new-year-gala': {
      slug: `yilbasi-galasi-${years.newYear}`,
      title: `Yılbaşı Galası ${years.newYear}`,
      summary:
        'Yeni yılı şampanya karşılaması, beş çeşit gala yemeği, Andy Show’un özel yılbaşı gösterisi ve 03:00’e kadar süren geri sayım partisiyle karşılayın.',
      description: `<p>Yılın en büyük gecesi en büyük sahnemizi hak ediyor. 19:30’da fuayede şampanya karşılamasıyla başlayın, ardından şeflerimizin hazırladığı beş çeşit gala yemeği için masanıza geçin.</p>
<p>Saat 21:00’de 50’den fazla sanatçı yeni numaralar, canlı müzik ve konfeti finaliyle Andy Show’un yılbaşı özel gösterisini sunar. Gece yarısı geri sayımı birlikte yapıyoruz; The Sin ise partiyi 03:00’e kadar sürdürüyor.</p>
<ul>
<li>Şampanya karşılaması, şarap eşleştirmeli gala yemeği ve açık bar</li>
<li>Andy Show’un özel yılbaşı gösterisi</li>
<li>Canlı DJ eşliğinde geri sayım partisi</li>
</ul>`,
      schedule: [
        ['19:30', 'Şampanya karşılaması'],
        ['20:00', 'Gala yemeği'],
        ['21:00', 'Andy Show – yılbaşı özel gösterisi'],
        ['23:30', 'Geri sayım partisi'],
        ['00:00', 'Gece yarısı kadeh kaldırma'],
        ['03:00', 'Gecenin sonu'],
      ],
    },
    'valentines-gala': {
      slug: `sevgililer-gunu-galasi-${years.valentine}`,
      title: `Sevgililer Günü Gala Yemeği ${years.valentine}`,
      summary:
        'İki kişilik mum ışığında akşam yemeği, her masaya bir gül ve Andy Show’un en romantik sahneleri; gösteri öncesinde ve sonrasında canlı aşk şarkıları.',
      description: `<p>Sevgililer Günü’nü iki kişi için tasarlanmış bir akşamla kutlayın. Çiftlere özel masalar mum ve güllerle süsleniyor; şeflerimiz bir kadeh köpüklü şarapla dört çeşit menü sunuyor.</p>
<p>Andy Show en romantik hava sahnelerini sergiliyor; yemek boyunca canlı bir düet Türkçe, İngilizce ve Rusça aşk şarkıları seslendiriyor.</p>`,
      schedule: dinnerConcert('Andy Show – Sevgililer Günü gösterisi'),
    },
    'jazz-dinner': {
      slug: 'caz-ve-aksam-yemegi-geceleri',
      title: 'Caz ve Akşam Yemeği Geceleri',
      summary:
        'Blue Lara Quartet, bu sezon üç akşam boyunca dört çeşitlik keyifli bir akşam yemeği eşliğinde caz standartları ve bossa nova çalıyor. Size uyan tarihi seçin.',
      description: `<p>Bazı akşamlar daha yavaş bir tempo ister. Saksafoncu Mert Aksoy liderliğindeki Blue Lara Quartet, yemek servis edilirken caz standartları, bossa nova ve birkaç Anadolu sürprizi çalıyor.</p>
<p>Masalar sahnenin etrafında kabare düzeninde yerleştiriliyor. Dörtlü iki set çalıyor; setler arasında dansçılarımız kısa bir caz çağı tablosu sunuyor.</p>`,
      schedule: [
        ['19:30', 'Kapı açılışı'],
        ['20:00', 'Akşam yemeği ve ilk set'],
        ['21:30', 'Andy Show dansçılarından caz çağı tablosu'],
        ['22:00', 'İkinci set'],
      ],
    },
    'turkish-pop': {
      slug: 'turk-pop-gecesi-deniz-aras',
      title: 'Deniz Aras ile Türk Pop Gecesi',
      summary:
        'Listelerin zirvesindeki Deniz Aras en sevilen şarkılarını ve yeni albümünden parçaları yalnızca bir gece için Andy Show sahnesine taşıyor; yemek 20:00’de.',
      description: `<p>Deniz Aras on yıldır yaz çalma listelerinin vazgeçilmezi. Yalnızca bir gece için grubuyla sahnemizde; herkesin eşlik ettiği hitleri ve yeni albümünden şarkılarıyla.</p>
<p>Yemek 20:00’den itibaren servis ediliyor, konser 21:00’de başlıyor. Bisten sonra The Sin aynı gece Siyah ve Altın partisi için kapılarını açıyor.</p>`,
      schedule: dinnerConcert('Deniz Aras sahnede'),
    },
    'russian-star': {
      slug: 'alina-vetrova-konseri',
      title: 'Alina Vetrova: Romans ve Pop Gecesi',
      summary:
        'Alina Vetrova, canlı orkestra eşliğinde Rus romansları, Sovyet film klasikleri ve kendi pop şarkılarını seslendiriyor; müzik ve akşam yemeğiyle dolu bir gece.',
      description: `<p>Rusça konuşulan sahnenin en sevilen seslerinden biri Antalya’ya geliyor. Alina Vetrova, canlı orkestra eşliğinde Rus romanslarını, klasik film şarkılarını ve onu ünlü yapan pop hitlerini seslendiriyor.</p>
<p>Akşam 20:00’de yemekle başlıyor. Konser Rusça; program İngilizce ve Türkçe olarak basılıdır.</p>`,
      schedule: dinnerConcert('Alina Vetrova konseri'),
    },
    oktoberfest: {
      slug: `oktoberfest-gecesi-${years.oktoberfest}`,
      title: `Lara Oktoberfest Gecesi ${years.oktoberfest}`,
      summary:
        'Bavyera bandosu, pretzel, sosis ve litrelik biralar: Oktoberfest gecemiz Münih’in bira çadırını Türk Rivierası’na taşıdı, dans 01:00’e kadar sürdü.',
      description: `<p>Tiyatro bir geceliğine bira çadırına dönüştü. Bavyera’dan gelen bir bando sahneden çaldı, mutfağımız tavuk, sosis ve pretzel servis etti, misafirler 01:00’e kadar bira kupalarını kaldırdı.</p>
<p>Geleneksel kıyafetler memnuniyetle karşılandı: en iyi dirndl ve lederhosen, Yılbaşı Galası’nda bir masa kazandı.</p>`,
      schedule: [
        ['19:30', 'Kapı açılışı, hoş geldin birası'],
        ['20:00', 'Bavyera büfesi'],
        ['21:00', 'Bando ve dans gösterisi'],
        ['01:00', 'Son sipariş'],
      ],
    },
    'neon-nights': {
      slug: 'the-sin-neon-gecesi',
      title: 'The Sin: Neon Gecesi',
      summary:
        'Kapıda floresan boyalar, dans pistinde UV ışıklar ve 03:00’e kadar house müzik: Neon Gecesi, The Sin’de sezonun en parlak partisi.',
      description: `<p>Beyaz giyin, gerisini UV ışıklara bırakın. Makyaj sanatçılarımız kapıda neon desenler çiziyor; resident DJ Kaan Yıldız bütün gece house ve dans klasikleri çalıyor.</p>
<p>Giriş 1.500 TL; 2, 6 veya 12 kişilik localar önceden ayırtılabilir.</p>`,
      schedule: clubNight('DJ Kaan Yıldız'),
    },
    'black-and-gold': {
      slug: 'the-sin-siyah-ve-altin-gecesi',
      title: 'The Sin: Siyah ve Altın Partisi',
      summary:
        'Deniz Aras konserinin hemen ardından The Sin’de ayın en şık gecesi için siyah ve altın giyinin; 03:00’e kadar şampanya ve deep house.',
      description: `<p>Kıyafet kuralı siyah ve altın, içecek şampanya, müzik deep house. Parti, yukarıdaki Deniz Aras konseri biter bitmez başlıyor.</p>
<p>Konser misafirleri biletleriyle The Sin’e ücretsiz girebilir.</p>`,
      schedule: clubNight('DJ Selin Ay ile deep house'),
    },
    'latin-fever': {
      slug: 'the-sin-latin-atesi',
      title: 'The Sin: Latin Ateşi',
      summary:
        'DJ Rafael Cruz ile reggaeton, salsa ve bachata, gecenin başında ücretsiz dans dersi ve 03:00’e kadar podyumda Andy Show dansçıları.',
      description: `<p>DJ Rafael Cruz reggaeton, salsa ve bachata karıştırdı; dansçılarımız geceyi yeni başlayanlar için ücretsiz bir dans dersiyle açtı.</p>
<p>Son şarkıya kadar bizimle dans eden herkese teşekkürler.</p>`,
      schedule: clubNight('DJ Rafael Cruz'),
    },
    flamenco: {
      slug: 'flamenko-ve-ates-aksam-yemegi',
      title: 'Flamenko ve Ateş Yemekli Gösterisi',
      summary:
        'Compañía Luz de Sevilla ve ateş sanatçılarımız aynı sahnede buluştu: İspanyol esintili bir akşam yemeği eşliğinde flamenko gitarı, dans ve alevler.',
      description: `<p>Compañía Luz de Sevilla, Endülüs’ten gitar, cante ve dans getirdi; ateş sanatçılarımız alevlerle karşılık verdi. Mutfak gösteriden önce tapas ve paella servis etti.</p>`,
      schedule: dinnerConcert('Flamenko ve ateş gösterisi'),
    },
    'film-music-gala': {
      slug: 'film-muzikleri-galasi',
      title: 'Film Müzikleri Galası: Yıldızların Altında Orkestra',
      summary:
        'Antalya Pops Orkestrası westernlerden uzay operalarına en büyük film müziklerini çalıyor; 270 derece projeksiyon sizi filmin içine taşıyor.',
      description: `<p>Antalya Pops Orkestrası’nın altmış müzisyeni son 70 yılın büyük film müziklerini seslendiriyor. 270 derece projeksiyonumuz seyirciyi her filmden esinlenen görüntülerle sarıyor.</p>
<p>İki akşam planlanıyor; program orkestrayla birlikte kesinleştiriliyor.</p>`,
      schedule: dinnerConcert('Antalya Pops Orkestrası'),
    },
    'back-to-the-90s': {
      slug: 'the-sin-90lar-gecesi',
      title: 'The Sin: 90’lar Gecesi',
      summary:
        'DJ Tuna Eren ile 1990’ların eurodance, pop ve kulüp marşları. Bu gece iptal edilmiştir; bilet sahiplerine ücretin tamamı iade edilecektir.',
      description: `<p>Üzgünüz: bu parti organizatör tarafından iptal edildi. Tüm bilet sahiplerine ücretin tamamı, satın alımda kullanılan karta iade edilir.</p>`,
      schedule: clubNight('DJ Tuna Eren'),
    },
    anniversary: {
      slug: 'andy-show-10-yil-gecesi',
      title: 'Andy Show 10. Yıl Gecesi',
      summary:
        'On yıl, tek gece: Andy Show’un eski ve bugünkü sanatçıları her sezondan sahnelerle bir gala gösterisinde aynı sahneyi paylaşıyor. Ayrıntılar yakında.',
      description: `<p>On sezonu kutlamak için gösterinin her yılından sanatçılar, en sevilen sahneleri yeniden canlandıracakları tek bir gala gösterisi için Antalya’ya dönüyor.</p>
<p>Programın tamamı ve bilet satışları yakında duyurulacak. İlk siz haberdar olmak için bültenimize abone olun.</p>`,
      schedule: dinnerConcert('Yıl dönümü gösterisi'),
    },
    'wine-and-dine': {
      slug: 'akdeniz-sarap-ve-lezzet-aksami',
      title: 'Akdeniz Şarap ve Lezzet Akşamı',
      summary:
        'Sommelyemizin sunduğu, Anadolu ve Ege şaraplarıyla eşleştirilmiş altı çeşit akşam yemeği. Etkinlik ertelenmiştir; yeni tarih duyurulacaktır.',
      description: `<p>Baş sommelyemiz Akdeniz kıyısından altı tabağı Anadolu ve Ege bağlarından şaraplarla eşleştiriyor.</p>
<p>Etkinlik ertelendi. Biletler yeni tarih için geçerliliğini korur ya da ücretin tamamı iade edilebilir.</p>`,
      schedule: [
        ['19:30', 'Karşılama ve köpüklü şarap'],
        ['20:00', 'Altı çeşit eşleştirmeli akşam yemeği'],
        ['22:30', 'Peynirler ve tatlı şarapları'],
      ],
    },
    masquerade: {
      slug: 'the-sin-maske-gecesi',
      title: 'The Sin: Maske Gecesi',
      summary:
        'Maskeler takılsın, ışıklar kısılsın: dans pistinin üzerinde hava akrobatlarıyla Venedik esintili bir maskeli balo ve 01:30’da en iyi maske ödülü.',
      description: `<p>Venedik maskeleri, kadife ve mum ışığı: The Sin bir geceliğine, dans pistinin üzerinde hava akrobatlarıyla bir maskeli baloya dönüşüyor.</p>`,
      schedule: clubNight('Canlı yaylılar eşliğinde maskeli balo'),
    },
    'classic-rock': {
      slug: 'klasik-rock-efsaneleri-gecesi',
      title: 'Klasik Rock Efsaneleri Gecesi',
      summary:
        'Rock Legends Tribute Band ile 70’lerin ve 80’lerin rock marşlarına saygı gecesi. Konser organizatör tarafından iptal edildi ve ücretler tamamen iade edildi.',
      description: `<p>Bu konser organizatör tarafından iptal edildi. Tüm biletlerin ücreti tamamen iade edildi.</p>`,
      schedule: dinnerConcert('Rock Legends Tribute Band'),
    },
    unplugged: {
      slug: 'akustik-aksam-yemegi-gecesi',
      title: 'Ece Demir ile Akustik Akşam Yemeği',
      summary:
        'Şarkıcı-söz yazarı Ece Demir, tiyatro terasında samimi bir akşam yemeği eşliğinde kendi şarkılarını ve Türk klasiklerini akustik düzenlemelerle seslendirdi.',
      description: `<p>Yalnızca bir ses, bir gitar ve bir çello: Ece Demir, misafirler yıldızların altında yemek yerken kendi şarkılarını ve Türk klasiklerini akustik düzenlemelerle çaldı.</p>`,
      schedule: dinnerConcert('Ece Demir akustik'),
    },
  };
}
