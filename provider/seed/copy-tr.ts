import type { LanguageCopy } from './copy-types';
import { legalTr } from './legal-tr';
import { sitePath } from './pages';
import { VENUE } from './venue';

const link = (key: Parameters<typeof sitePath>[0]) => sitePath(key, 'tr');

const evening = `<ul>
<li><strong>{doorsOpen}</strong> Kapı açılışı</li>
<li><strong>{dinnerHours}</strong> Akşam yemeği</li>
<li><strong>{showHours}</strong> Andy Show</li>
<li><strong>{clubHours}</strong> The Sin gece kulübü</li>
</ul>`;

export const copyTr: LanguageCopy = {
  homeCrumb: 'Ana sayfa',
  pages: {
    home: {
      title: 'Antalya’da Yemekli Gösteri ve Gece Kulübü',
      description:
        '50’den fazla sanatçıyla akrobatik yemekli gösteri Andy Show ve The Sin gece kulübü Lara, Antalya’da. Akşam yemeği {dinnerOpens}, gösteri {showOpens}, kulüp {clubOpens}.',
      headerAlt: 'Andy Show sahnesinin üzerinde uçan akrobatlar',
      sections: [
        {
          key: 'INTRO',
          title: 'Bir gece, üç ayrı dünya',
          subtitle: 'Lara’da tek çatı altında yemek, gösteri ve gece kulübü',
          body: `<p>Akşam yemeği saat {dinnerOpens} itibarıyla masanızda. Gösteri saati {showOpens}: 50’den fazla akrobat, dansçı ve müzisyen sahneye çıkıyor. Ardından müziğin peşinden <strong>The Sin</strong>’e inin: gece, kulübün kapanışına ({clubCloses}) kadar sürüyor.</p>
<p>Andy Show, Antalya’nın yemekli gösteri deneyimidir: hava akrobasisi, canlı müzik ve 270 derece projeksiyonla dolu bir akşam. Aurora Hotels Group tarafından Lara’nın kalbinde sahneleniyor.</p>`,
        },
        {
          key: 'HIGHLIGHTS',
          title: 'Akşamınız bir bakışta',
          subtitle: 'Erken gelin, geç ayrılın',
          body: `${evening}
<p>Deniz ürünleri mi tercih edersiniz? À la carte <strong>Lobster Club</strong> {lobsterClubOpens} ile {lobsterClubCloses} arasında hizmet veriyor.</p>`,
        },
        {
          key: 'FIGURES',
          title: 'Rakamlarla gösteri',
          subtitle: 'İki büyük değerlendirme sitesinde 5 üzerinden 4,5 puan',
          body: `<ul>
<li>Her gece sahnede <strong>50’den fazla</strong> sanatçı</li>
<li>Tiyatroda <strong>1.000</strong> kişilik oturma kapasitesi</li>
<li>Seyircinin etrafını saran <strong>270 derece</strong> projeksiyon</li>
<li>20.000 ANSI lümenlik <strong>32</strong> projektör</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Masanızı ayırtın',
          subtitle: 'Kişi başı 80 €’dan başlayan paketler',
          body: `<p>Yemekli gösteri paketlerini <a href="${link('our-offers')}">tekliflerimiz</a> sayfasında karşılaştırın, ardından <a href="${VENUE.booking}">booking.andyshow.example</a> üzerinden online rezervasyon yapın ya da bizi {phone} numarasından arayın.</p>`,
        },
      ],
    },
    'about-us': {
      title: 'Hakkımızda',
      description:
        'Andy Show ve The Sin’in arkasındaki ekiple tanışın: Aurora Hotels Group’un Lara’daki yemekli gösteri mekânı ve gece kulübü, her gece 50’den fazla sanatçı.',
      headerAlt: 'Kapılar açılmadan önce lacivert ışıklarla aydınlatılmış Andy Show fuayesi',
      sections: [
        {
          key: 'INTRO',
          title: 'Biz kimiz?',
          subtitle: 'Otelcilerin kurduğu bir Antalya sahnesi',
          body: `<p>Andy Show, Riviera boyunca tatil köyleri bulunan Türk otel grubu <strong>Aurora Hotels Group</strong>’un eğlence mekânıdır. Onu tek bir amaçla kurduk: misafirlerimize ve tüm Antalya’ya, tatil bittikten sonra da uzun süre konuşulacak bir akşam yaşatmak.</p>
<p>Lara’da tek çatı altında 1.000 kişilik bir tiyatro, The Sin gece kulübü ve Lobster Club restoranı bulunuyor; hepsini karşılama ekibi, şefler, teknisyenler ve sanatçılardan oluşan tek bir ekip yönetiyor.</p>`,
        },
        {
          key: 'STORY',
          title: 'Hikâyemiz',
          subtitle: 'Bir otel sahnesinden şehrin simgesine',
          body: `<p>İddialı bir otel revüsü olarak başlayan yolculuk, bugün büyük ölçekli bir prodüksiyona dönüştü. Ondan fazla ülkeden gelen 50’yi aşkın akrobat, dansçı, şarkıcı ve müzisyen; 270 derece projeksiyon ve 17 × 7 metrelik efekt ekranıyla kendi sahnemiz için tasarlanmış bir gösteri sunuyor.</p>
<p>Her sezon sahneleri, müzikleri ve kostümleri yeniliyoruz; böylece her yaz geri gelen misafirlerimiz her seferinde yeni bir şey keşfediyor.</p>`,
        },
        {
          key: 'VALUES',
          title: 'Değerlerimiz',
          body: `<ul>
<li><strong>Önce misafirperverlik</strong>: yemek masaya numarayla değil, isimle servis edilir.</li>
<li><strong>Sanat</strong>: her numara kendi topluluğumuz tarafından Antalya’da yaratılır ve prova edilir.</li>
<li><strong>Güvenlik</strong>: tüm hava gösterileri sertifikalı teknik ekip ve antrenörlerin gözetimindedir.</li>
<li><strong>Saygı</strong>: her misafiri ağırlıyor, her misafirden sanatçılara saygı bekliyoruz.</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Gelin, kendiniz görün',
          body: `<p><a href="${link('andy-show')}">Gösteriyi</a> keşfedin, ziyaretinizi <a href="${link('faq')}">sık sorulan sorular</a> ile planlayın ya da doğrudan <a href="${link('contact-us')}">bize ulaşın</a>.</p>`,
        },
      ],
    },
    'our-offers': {
      title: 'Tekliflerimiz',
      description:
        'Kişi başı 80 ile 150 € arasında yemekli gösteri paketleri, premium masalar, 6 kişiye kadar şampanya seti ve The Sin’de giriş, şişe ve loca seçenekleri.',
      headerAlt: 'Işıklı sahnenin önünde şampanyayla hazırlanmış bir masa',
      sections: [
        {
          key: 'PACKAGES',
          title: 'Yemekli gösteri paketleri',
          subtitle: 'Kişi başı fiyatlar; yemek ve gösteri {dinnerOpens}–{showCloses}',
          body: `<ul>
<li><strong>Classic – 80 €</strong>: üç çeşit set menü, alkolsüz içecekler ve gösteri.</li>
<li><strong>Silver – 100 €</strong>: yerli şarap, bira ve alkolsüz içeceklerle dört çeşit menü.</li>
<li><strong>Gold – 125 €</strong>: dört çeşit menü, yabancı içecekler ve daha iyi konumda bir masa.</li>
<li><strong>Platinum – 150 €</strong>: şefin tadım menüsü, premium açık bar ve ön bölümde masa.</li>
</ul>
<p>6–12 yaş arası çocuklar paket fiyatının %50’sini öder. Aurora Hotels Group otellerinin misafirlerine %10 indirim uygulanır.</p>`,
        },
        {
          key: 'PREMIUM',
          title: 'Premium konumlar',
          subtitle: 'Salonun en iyi yerleri',
          body: `<p>Premium konumlarımız, sırasıyla kişi başı <strong>150, 200 ve 250 €</strong>’dur. Bir premium masada en fazla 6 misafir oturabilir.</p>
<p>Kutlama mı yapıyorsunuz? 6 kişiye kadar <strong>şampanya seti</strong> 2.500 €’dur; premium masa, akşam boyunca şampanya ve masaya özel tatlı tabağını içerir.</p>`,
        },
        {
          key: 'CLUB',
          title: 'The Sin gece kulübü',
          subtitle: '{clubHours}, 18 yaş ve üzeri',
          body: `<ul>
<li><strong>Giriş</strong>: kişi başı 1.500 TL.</li>
<li><strong>Şişe paketi</strong>: şişe başı 500 €, en fazla 4 misafir için.</li>
<li>2, 6 veya 12 kişilik <strong>localar</strong>, iki paket halinde: 35.000 ve 40.000 TL.</li>
</ul>`,
        },
        {
          key: 'DETAILS',
          title: 'Rezervasyondan önce bilmeniz gerekenler',
          body: `<p>9 veya daha fazla kişilik gruplar: sizi birlikte oturtabilmemiz için lütfen <a href="${link('contact-us')}">bize ulaşın</a>.</p>
<p><a href="${VENUE.booking}">booking.andyshow.example</a> üzerinden online rezervasyon yapın.</p>
<p>Giriş, gösteriden 30 dakika önce kapanır. Gösteri başladıktan sonra giriş yapılamaz ve kaçırılan gösteriler için iade yapılmaz.</p>`,
        },
      ],
    },
    gastronomy: {
      title: 'Gastronomi',
      description:
        'Gösteri öncesi {dinnerHours} arası akşam yemeği: mekânda hazırlanan Akdeniz ve Türk menüleri, ayrıca {lobsterClubHours} arası açık à la carte Lobster Club.',
      headerAlt: 'Açık mutfakta başlangıç tabağını hazırlayan bir şef',
      sections: [
        {
          key: 'INTRO',
          title: 'Perde açılmadan önce akşam yemeği',
          subtitle: '{dinnerHours} arası masanıza servis edilir',
          body: `<p>Mutfağımız her gece 1.000 misafire kadar yemek hazırlıyor ve hiçbir aşamada kolaya kaçmıyor. Menülerimiz Türk Rivierası’nın mevsimlerini izliyor: Toros eteklerinden zeytinyağıyla hazırlanan mezeler, Antalya Körfezi’nden oltayla tutulmuş balıklar ve yayla köylerinden ağır ateşte pişmiş kuzu.</p>`,
        },
        {
          key: 'MENUS',
          title: 'Her masaya bir menü',
          body: `<ul>
<li>Paketinize göre üç veya dört çeşit set menüler</li>
<li>Platinum paketle şefin tadım menüsü</li>
<li>İstek üzerine vejetaryen, vegan ve çocuk menüleri</li>
<li>Glütensiz ve alerjen hassasiyetine uygun yemekler: rezervasyon sırasında bize bildirin</li>
</ul>`,
        },
        {
          key: 'LOBSTER_CLUB',
          title: 'Lobster Club',
          subtitle: '{lobsterClubHours} arası à la carte',
          body: `<p>Gösteriye katılmıyor musunuz? Lobster Club, terastaki à la carte deniz ürünleri restoranımızdır: ızgarada ıstakoz, tuzda levrek ve Anadolu bağlarını öne çıkaran bir şarap listesi. Hafta sonları rezervasyon önerilir.</p>`,
        },
        {
          key: 'CTA',
          title: 'Masa ayırtın',
          body: `<p>Yemek ve gösteriyi birlikte <a href="${VENUE.booking}">booking.andyshow.example</a> üzerinden ayırtın ya da Lobster Club için {phone} numarasını arayın.</p>`,
        },
      ],
    },
    'contact-us': {
      title: 'Bize Ulaşın',
      description:
        'Lara, Antalya’daki Andy Show’un adresi, ulaşım bilgileri, çalışma saatleri ve kuralları. Masa ve grup rezervasyonları için: {phone}.',
      headerAlt: 'Akşam saatlerinde Andy Show binasının girişi',
      sections: [
        {
          key: 'ADDRESS',
          title: 'Adres ve ulaşım',
          subtitle: 'Lara’nın kalbinde',
          body: `<p><strong>Andy Show Tiyatrosu</strong><br>{address}</p>
<p>Lara Caddesi üzerindeyiz; Antalya Havalimanı’na ve Lara ile Kundu otellerine kısa bir taksi mesafesindeyiz. Misafirlerimiz için ücretsiz otopark mevcuttur; Aurora Hotels Group otellerinin çoğu servis sunar, lütfen resepsiyona danışın.</p>`,
        },
        {
          key: 'CONTACT',
          title: 'İletişim',
          body: `<ul>
<li>Telefon: {phone}</li>
<li>E-posta: {email}</li>
<li>Online rezervasyon: <a href="${VENUE.booking}">booking.andyshow.example</a></li>
</ul>`,
        },
        {
          key: 'HOURS',
          title: 'Çalışma saatleri',
          body: `${evening}
<p>Lobster Club (à la carte): {lobsterClubHours}.</p>`,
        },
        {
          key: 'RULES',
          title: 'Kurallar',
          body: `<ul>
<li>Giriş gösteriden 30 dakika önce kapanır; gösteri başladıktan sonra giriş yapılamaz ve iade yapılmaz.</li>
<li>Çocuklar yemekli gösteriye 6 yaşından itibaren kabul edilir; gösteriyi 8 yaş ve üzeri için öneriyoruz.</li>
<li>The Sin gece kulübü ve tüm etkinlikler 18 yaş ve üzeri misafirler içindir; lütfen fotoğraflı kimliğinizi yanınızda bulundurun.</li>
<li>Gösteri sırasında fotoğraf ve video çekmek yasaktır.</li>
<li>16 litreden büyük çantalar tiyatroya alınmaz.</li>
</ul>`,
        },
      ],
    },
    'the-sin': {
      title: 'The Sin Gece Kulübü',
      description:
        'Andy Show’un Lara’daki gece kulübü The Sin: resident DJ’ler, temalı geceler, şişe servisi ve 2, 6 veya 12 kişilik localar, {clubHours} arası, 18 yaş ve üzeri.',
      headerAlt: 'The Sin’in dans pistinde kırmızı ışıklar altında dans edenler',
      sections: [
        {
          key: 'INTRO',
          title: 'Perde kapandığında The Sin başlar',
          subtitle: 'Her gece {clubHours}',
          body: `<p>Son selamdan yarım saat sonra tiyatronun altındaki The Sin’in kapıları açılır. Resident DJ’ler, gösteriden konuk sanatçılar ve 1.200 misafir için kurulmuş ses sistemi akşamı bir gece eğlencesine dönüştürür.</p>`,
        },
        {
          key: 'NIGHTS',
          title: 'Temalı geceler',
          body: `<p>Neon, siyah ve altın, Latin, 90’lar: temalı gecelerimiz mevsime göre değişir. Yaklaşan programı <a href="${link('events-concerts')}">etkinlikler ve konserler</a> sayfasında bulabilirsiniz.</p>`,
        },
        {
          key: 'TABLES',
          title: 'Giriş, şişeler ve localar',
          body: `<ul>
<li>Giriş: kişi başı 1.500 TL</li>
<li>Şişe paketi: şişe başı 500 €, en fazla 4 misafir için</li>
<li>2, 6 veya 12 kişilik localar: 35.000 ve 40.000 TL’lik iki paket</li>
</ul>`,
        },
        {
          key: 'RULES',
          title: 'Giriş kuralları',
          body: `<p>The Sin yalnızca 18 yaş ve üzeri misafirlere açıktır. Lütfen fotoğraflı kimliğinizi getirin ve şık giyinin; spor ve plaj kıyafetleriyle giriş yapılamaz. İşletme, müşteri seçme hakkını saklı tutar.</p>`,
        },
      ],
    },
    'andy-show': {
      title: 'Andy Show',
      description:
        'Andy Show: Antalya’da 50’den fazla sanatçı, 270 derece projeksiyon ve canlı müzikle akrobatik yemekli gösteri. Yemek {dinnerOpens}, gösteri {showHours} arası.',
      headerAlt: 'Andy Show sahnesinin üzerinde gümüş kostümlü bir hava akrobatı',
      sections: [
        {
          key: 'INTRO',
          title: 'Yemek masanızın üzerinde bir gösteri',
          subtitle: '50’den fazla sanatçı, unutulmaz bir akşam',
          body: `<p>Hava akrobatları masaların üzerinde süzülür, dansçılar koridorları doldurur ve canlı orkestra ritmi belirler. Andy Show; sirki, dansı ve tiyatroyu 90 dakikalık sözsüz bir hikâyede buluşturur, böylece her dilden misafir her sahneyi takip edebilir.</p>`,
        },
        {
          key: 'EVENING',
          title: 'Akşamın akışı',
          body: evening,
        },
        {
          key: 'TECHNOLOGY',
          title: 'Hayranlık için tasarlandı',
          subtitle: 'Büyünün arkasındaki teknoloji',
          body: `<ul>
<li>Salonu saran 270 derece projeksiyon</li>
<li>1.500 m² video mapping</li>
<li>20.000 ANSI lümenlik 32 projektör</li>
<li>17 × 7 metrelik efekt ekranı</li>
</ul>`,
        },
        {
          key: 'GOOD_TO_KNOW',
          title: 'Bilmeniz gerekenler',
          body: `<ul>
<li>Çocuklar 6 yaşından itibaren kabul edilir; gösteri en çok 8 yaş ve üzeri çocuklara hitap eder.</li>
<li>6–12 yaş arası çocuklara %50 indirim uygulanır.</li>
<li>Gösteri sırasında fotoğraf ve video çekilmesine izin verilmez.</li>
<li>Giriş, gösteriden 30 dakika önce kapanır.</li>
</ul>`,
        },
      ],
    },
    faq: {
      title: 'Sık Sorulan Sorular',
      description:
        'Biletler, çocuklar, kıyafet kuralı, iadeler ve gece kulübü hakkında yanıtlar: Lara’daki Andy Show ve The Sin akşamınızdan önce bilmeniz gereken her şey burada.',
      headerAlt: 'Gösteriden önce fuayeye gelen misafirler',
      sections: [
        {
          key: 'SHOW',
          title: 'Gösteri',
          body: `<h3>Saat kaçta gelmeliyim?</h3>
<p>Kapı açılış saati {doorsOpen}; akşam yemeği servisi saat {dinnerOpens} itibarıyla başlar. Gösteri {showOpens} ile {showCloses} arasında sahnelenir. Giriş gösteriden 30 dakika önce kapanır.</p>
<h3>Çocuklarımı getirebilir miyim?</h3>
<p>Evet, 6 yaşından itibaren. Gösteriyi 8 yaş ve üzeri için öneriyoruz. 6–12 yaş arası çocuklar yarı fiyat öder.</p>
<h3>Fotoğraf çekebilir miyim?</h3>
<p>Sanatçıların güvenliği ve diğer misafirlerin keyfi için gösteri sırasında fotoğraf ve video çekilmesine izin verilmez.</p>`,
        },
        {
          key: 'TICKETS',
          title: 'Biletler ve rezervasyonlar',
          body: `<h3>Bir akşamın fiyatı nedir?</h3>
<p>Yemekli gösteri paketleri kişi başı 80, 100, 125 veya 150 €’dur. <a href="${link('our-offers')}">Tekliflerimiz</a> sayfasına göz atın.</p>
<h3>On kişilik bir grubuz. Online rezervasyon yapabilir miyiz?</h3>
<p>9 veya daha fazla kişilik grupların herkesi birlikte oturtabilmemiz için bize telefon veya e-posta ile ulaşması gerekir.</p>
<h3>Etkinlik biletim için iade alabilir miyim?</h3>
<p>Evet: etkinlikten 15 gün veya daha önce tam iade, 14 ile 7 gün arasında %50 iade, 6 gün veya daha az kala iade yapılmaz. Organizatör etkinliği iptal ederse tam iade alırsınız. Kart komisyonu düşülür.</p>`,
        },
        {
          key: 'CLUB',
          title: 'The Sin gece kulübü',
          body: `<h3>Yaş sınırı nedir?</h3>
<p>18 yaş. Lütfen fotoğraflı kimliğinizi yanınızda bulundurun.</p>
<h3>Şişe paketi nasıl işler?</h3>
<p>Şişe paketi 500 €’dur ve en fazla 4 misafiri kapsar. 2, 6 veya 12 kişilik localar mevcuttur.</p>`,
        },
        {
          key: 'VISIT',
          title: 'Ziyaretiniz',
          body: `<h3>Kıyafet kuralı var mı?</h3>
<p>Gösteri için smart casual (şık günlük); The Sin için şık kıyafet.</p>
<h3>Çanta getirebilir miyim?</h3>
<p>Evet, 16 litreye kadar. Daha büyük çantalar tiyatroya alınmaz.</p>`,
        },
      ],
    },
    ...legalTr,
    venue: {
      title: 'Mekân',
      description:
        'Lara, Antalya’da 1.000 kişilik tiyatro, 1.200 kişilik kulüp ve 500 kişilik gala yemekleri; 270 derece projeksiyon, 150 m² LED ve beş cephe ekranı.',
      headerAlt: 'Efekt ekranı maviyle aydınlatılmış boş salon',
      sections: [
        {
          key: 'INTRO',
          title: 'Tek bina, her türlü gece',
          subtitle: 'Lara’da tiyatro, kulüp ve teras',
          body: `<p>Binamız tek bir fikir etrafında tasarlandı: büyük bir gösteri büyük bir salon ister. Tiyatro, sahnenin etrafında kademeli olarak yükselir; böylece her masa sahneyi net görür. Altındaki kulüp de aynı teknik altyapıyı paylaşır.</p>`,
        },
        {
          key: 'CAPACITIES',
          title: 'Kapasiteler',
          body: `<ul>
<li><strong>Tiyatro</strong>: 1.000 misafir</li>
<li><strong>Parti</strong>: 1.200 misafir</li>
<li><strong>Gala yemeği</strong>: 500 misafir</li>
</ul>`,
        },
        {
          key: 'TECHNICAL',
          title: 'Teknik veriler',
          body: `<ul>
<li>270 derece projeksiyon ve 1.500 m² video mapping yüzeyi</li>
<li>20.000 ANSI lümenlik 32 projektör</li>
<li>17 × 7 m efekt ekranı ve 150 m² LED</li>
<li>Her biri 672 × 1.008 piksel 5 cephe ekranı (toplam 3.360 × 1.008 piksel)</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Etkinliğinizi burada yapın',
          body: `<p>Ürün lansmanlarından düğünlere: <a href="${link('event-solutions')}">organizasyon çözümlerimize</a> göz atın veya <a href="${link('proposal-request')}">teklif isteyin</a>.</p>`,
        },
      ],
    },
    corporate: {
      title: 'Kurumsal',
      description:
        'Antalya’da Andy Show’da kurumsal akşamlar: teşvik grupları, 500 kişiye kadar gala yemekleri, ürün lansmanları ve 1.200 kişilik partiler, gösteri ve ikram dahil.',
      headerAlt: 'Sahnede marka projeksiyonu olan kurumsal bir gala yemeği',
      sections: [
        {
          key: 'INTRO',
          title: 'Ekibinizin unutmayacağı akşamlar',
          subtitle: 'Teşvik gezileri, galalar ve lansmanlar',
          body: `<p>Teşvik grubunuzu gösteriye getirin, ödül gecenizi sahnemizde düzenleyin ya da tüm binayı kiralayın. Kendi prodüksiyon ekibimiz gösteriyi, mutfağı, teknolojiyi ve misafir akışını yönetir; ilk aramadan son misafire kadar tek bir muhatapla çalışırsınız.</p>`,
        },
        {
          key: 'FORMATS',
          title: 'Formatlar',
          body: `<ul>
<li>Ayrılmış bölümlerle yemekli gösteri grup rezervasyonları</li>
<li>500 misafire kadar gala yemekleri ve ödül törenleri</li>
<li>Tiyatro düzeninde 1.000 misafire kadar konferanslar ve ürün lansmanları</li>
<li>The Sin’de 1.200 misafire kadar özel partiler</li>
</ul>`,
        },
        {
          key: 'SERVICES',
          title: 'Her şey tek çatı altında',
          body: `<p>1.500 m² üzerinde markanıza özel video mapping, 50’yi aşkın sanatçıdan oluşan topluluğumuzdan özel numaralar, fine dining, resident DJ’ler, fotoğraf ve video, beş cephe ekranında reklam alanı.</p>`,
        },
        {
          key: 'CTA',
          title: 'Teklifinizi hazırlayalım',
          body: `<p>Etkinliğinizi dört kısa adımda anlatın: <a href="${link('proposal-request')}">teklif alın</a>.</p>`,
        },
      ],
    },
    'proposal-request': {
      title: 'Teklif Al',
      description:
        'Antalya’da bir gala, ürün lansmanı veya düğün mü planlıyorsunuz? Tarihinizi, misafir sayınızı ve isteklerinizi dört adımda iletin, size özel teklifimizi alın.',
      headerAlt: 'Yuvarlak masalarla gala yemeğine hazırlanmış sahne',
      sections: [
        {
          key: 'INTRO',
          title: 'Etkinliğiniz, sahnemiz',
          subtitle: 'Dört adım, yaklaşık üç dakika',
          body: `<p>Ne planladığınızı anlatın; etkinlik ekibimiz menü, teknoloji ve eğlence seçenekleriyle size özel bir teklif hazırlasın.</p>
<ul>
<li><strong>1. adım</strong>: etkinlik türü, misafir sayısı ve tercih edilen tarih</li>
<li><strong>2. adım</strong>: ilgilendiğiniz hizmetler</li>
<li><strong>3. adım</strong>: iletişim bilgileriniz</li>
<li><strong>4. adım</strong>: kontrol edin ve gönderin</li>
</ul>`,
        },
        {
          key: 'NEXT',
          title: 'Sonra ne olacak?',
          body: `<p>Bir etkinlik yöneticisi bir iş günü içinde, genellikle ilk sorular ve uygun tarihlerle size dönüş yapar. Konuşmayı mı tercih edersiniz? {phone} numarasını arayın.</p>`,
        },
      ],
    },
    'events-concerts': {
      title: 'Etkinlikler ve Konserler',
      description:
        'Antalya’da Andy Show ve The Sin’de konserler, gala yemekleri ve temalı kulüp geceleri. Yaklaşan ve geçmiş etkinliklere göz atın, biletinizi online alın.',
      headerAlt: 'Kalabalık bir konser seyircisinin önünde sahnedeki şarkıcı',
      sections: [
        {
          key: 'INTRO',
          title: 'Neler var?',
          subtitle: 'Konserler, galalar ve kulüp geceleri',
          body: `<p>Her geceki gösterinin yanı sıra sahnemiz Türk ve yabancı sanatçıların konserlerine, yılın büyük geceleri için gala yemeklerine ve The Sin’deki temalı gecelere ev sahipliği yapar. Tüm etkinlikler 18 yaş ve üzeri misafirler içindir.</p>`,
        },
        {
          key: 'TICKETS',
          title: 'Bilet koşulları',
          body: `<ul>
<li>Etkinlikten 15 gün veya daha önce iptalde tam iade</li>
<li>Etkinlikten 14 ile 7 gün önce arasında %50 iade</li>
<li>Etkinliğe 6 gün veya daha az kala iade yapılmaz</li>
<li>Organizatör etkinliği iptal ederse tam iade</li>
</ul>
<p>İadelerden kart komisyonu düşülür.</p>`,
        },
      ],
    },
    recruitments: {
      title: 'Kariyer',
      description:
        'Antalya’da Andy Show ve The Sin ekibine katılın: garsonlar, barmenler, aşçılar, sahne teknisyenleri ve karşılama görevlileri. Açık pozisyonlar ve başvuru yolu.',
      headerAlt: 'Servisten önce masaları hazırlayan ekip üyeleri',
      sections: [
        {
          key: 'INTRO',
          title: 'Bizimle çalışın',
          subtitle: 'Sahnede gördüğünüz 50’den fazla sanatçıdan çok daha büyük bir ekip',
          body: `<p>Her akşam; garsonlara, barmenlere, aşçılara, rigging ekibine, ses ve ışık teknisyenlerine, karşılama görevlilerine ve güvenlik personeline bağlıdır. Sezonluk ve yıl boyu çalışacak ekip arkadaşları alıyor, her yeni çalışanımıza eğitim veriyoruz.</p>`,
        },
        {
          key: 'POSITIONS',
          title: 'Sıklıkla aradığımız pozisyonlar',
          body: `<ul>
<li>İngilizce, Rusça veya Almanca bilen garsonlar ve şef garsonlar</li>
<li>The Sin gece kulübü için barmenler</li>
<li>Aşçılar ve pasta şefleri</li>
<li>Sahne, ses, ışık ve video teknisyenleri</li>
<li>Misafir ilişkileri görevlileri</li>
</ul>`,
        },
        {
          key: 'APPLY',
          title: 'Nasıl başvurulur?',
          body: `<p>Özgeçmişinizi, konu satırına pozisyonu yazarak {email} adresine gönderin. Sanatçılar lütfen <a href="${link('backstage')}">sahne arkası ve seçmeler</a> sayfasına bakın.</p>`,
        },
      ],
    },
    backstage: {
      title: 'Sahne Arkası ve Seçmeler',
      description:
        'Andy Show’un sahne arkası: akrobatlar, dansçılar ve teknik ekiple tanışın; sanatçıların Antalya’daki seçmelerimize showreel ile nasıl başvurabileceğini öğrenin.',
      headerAlt: 'Kostüm askıları arasında sahne arkasında ısınan sanatçılar',
      sections: [
        {
          key: 'INTRO',
          title: 'Perdenin arkasında',
          subtitle: 'Büyünün prova edildiği yer',
          body: `<p>50’yi aşkın sanatçıdan oluşan topluluğumuz haftada altı gün kendi prova salonumuzda çalışır. Antrenörler, rigging ekibi ve bir fizyoterapist her numarayı güvenli kılarken, kostüm ve makyaj ekipleri her gece yüzlerce kostüm hazırlar.</p>`,
        },
        {
          key: 'CASTING',
          title: 'Seçmeler',
          subtitle: 'Akrobatlar, hava akrobatları, dansçılar ve şarkıcılar',
          body: `<p>Bir sonraki sezon için yılda bir kez seçme yapıyor, boşalan rollere ise yıl boyunca sanatçı alıyoruz. Aradıklarımız:</p>
<ul>
<li>Hava akrobatları (askı, ipek, çember) ve el üstünde denge (hand-to-hand) akrobatları</li>
<li>Caz, çağdaş veya urban dans eğitimi almış dansçılar</li>
<li>Şarkıcılar ve canlı müzisyenler</li>
</ul>`,
        },
        {
          key: 'APPLY',
          title: 'Showreel gönderin',
          body: `<p>Konu satırına “Casting” yazarak kısa özgeçmişinizi, fotoğraflarınızı ve showreel bağlantınızı {email} adresine gönderin.</p>`,
        },
      ],
    },
    'event-solutions': {
      title: 'Organizasyon Çözümleri',
      description:
        'Antalya’da MICE ve özel etkinlikler: 500 kişilik gala, 1.000 kişilik konferans, 1.200 kişilik parti; 270 derece projeksiyon, 150 m² LED, ikram ve gösteri.',
      headerAlt: 'Sahnenin tamamına video mapping yansıtılan bir ürün lansmanı',
      sections: [
        {
          key: 'INTRO',
          title: 'Aynı zamanda bir prodüksiyon merkezi olan mekân',
          subtitle: 'Toplantılar, teşvikler, konferanslar ve etkinlikler',
          body: `<p>Andy Show; tiyatroyu, kulübü, mutfağı ve prodüksiyon ekibini bir araya getirir. Etkinliğinizi her gece gösterimizi sahneleyen aynı ekiple, tek çatı altında planlar, kurar ve yönetiriz.</p>`,
        },
        {
          key: 'TYPES',
          title: 'Etkinlik türleri',
          body: `<ul>
<li>Galalar ve ödül törenleri</li>
<li>Ürün lansmanları</li>
<li>Kurumsal networking</li>
<li>Konferanslar ve paneller</li>
<li>Düğünler ve kutlamalar</li>
<li>Konserler ve gösteriler</li>
</ul>`,
        },
        {
          key: 'INFRASTRUCTURE',
          title: 'Altyapı',
          body: `<ul>
<li>Kapasiteler: tiyatro 1.000, parti 1.200, gala yemeği 500</li>
<li>270 derece projeksiyon, 1.500 m² video mapping, 20.000 ANSI lümenlik 32 projektör</li>
<li>17 × 7 m efekt ekranı, 150 m² LED</li>
<li>672 × 1.008 piksel 5 cephe ekranı (toplam 3.360 × 1.008 piksel)</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Fiyat teklifi alın',
          body: `<p>Tarihinizi ve misafir sayınızı paylaşın, size bir teklifle dönelim: <a href="${link('proposal-request')}">teklif alın</a>.</p>`,
        },
      ],
    },
    'thank-you': {
      title: 'Teşekkürler',
      description:
        'Talebiniz için teşekkürler. Antalya’daki Andy Show etkinlik ekibimiz talebinizi aldı ve bir iş günü içinde size dönecek. Birazdan ana sayfaya döneceksiniz.',
      headerAlt: 'Gösterinin sonunda sahneye dökülen konfetiler',
      sections: [
        {
          key: 'INTRO',
          title: 'Talebiniz alındı',
          body: `<p>Teşekkür ederiz. Bir etkinlik yöneticisi bir iş günü içinde size dönüş yapacak. 5 saniye içinde ana sayfaya yönlendirileceksiniz.</p>`,
        },
        {
          key: 'NEXT',
          title: 'Bu arada',
          body: `<p><a href="${link('venue')}">Mekânımıza</a> veya yaklaşan <a href="${link('events-concerts')}">etkinlik ve konserlere</a> göz atın.</p>`,
        },
      ],
    },
    customize: {
      title: 'Akşamınızı Kişiselleştirin',
      description:
        'Andy Show’daki akşamınızı size özel kılın: premium konumlar, 6 kişiye kadar şampanya seti, kutlama sürprizleri ve The Sin’de 2, 6 veya 12 kişilik localar.',
      headerAlt: 'Pasta ve maytaplarla doğum günü için süslenmiş bir masa',
      sections: [
        {
          key: 'INTRO',
          title: 'Sizin geceniz, sizin tarzınız',
          subtitle: 'Doğum günleri, yıl dönümleri ve evlilik teklifleri için ekstralar',
          body: `<p>Herhangi bir yemekli gösteri paketiyle başlayın ve akşamı size özel kılacak olanları ekleyin. Rezervasyon sırasında bize özel gününüzü söyleyin, gerisini karşılama ekibimiz halletsin.</p>`,
        },
        {
          key: 'OPTIONS',
          title: 'En çok tercih edilenler',
          body: `<ul>
<li>Kişi başı 150, 200 veya 250 €’luk premium konum</li>
<li>6 kişiye kadar şampanya seti: 2.500 €</li>
<li>Gösteriden önce ekranda doğum günü pastası, çiçek veya kişisel mesaj</li>
<li>The Sin’de 2, 6 veya 12 kişilik loca</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Karşılama ekibimize sorun',
          body: `<p>{phone} numarasını arayın veya {email} adresine yazın.</p>`,
        },
      ],
    },
    schedule: {
      title: 'Program',
      description:
        'Antalya’daki Andy Show’da akşam saat saat: kapılar {doorsOpen}, yemek {dinnerHours}, gösteri {showHours}, The Sin {clubHours} ve Lobster Club {lobsterClubHours} arası açık.',
      headerAlt: 'Gösteriden önce sahne saati ve ışıklı salon',
      sections: [
        {
          key: 'INTRO',
          title: 'Saat saat',
          subtitle: 'Her gösteri gecesi',
          body: `${evening}
<p>Lobster Club (à la carte): {lobsterClubHours}.</p>`,
        },
        {
          key: 'CALENDAR',
          title: 'Gösteri geceleri ve özel tarihler',
          body: `<p>Konserler ve galalar zaman zaman olağan gösterinin yerini alır. Rezervasyondan önce <a href="${link('events-concerts')}">etkinlikler ve konserler</a> takvimine göz atın.</p>`,
        },
      ],
    },
    nightClub: {
      title: 'Gece Kulübü',
      description:
        'Lara, Antalya’daki The Sin gece kulübü 18 yaş üzeri misafirlere {clubHours} arası açık: giriş 1.500 TL, 4 kişiye kadar şişe paketi ve ayırtılabilir localar.',
      headerAlt: 'Mor ışık bulutu içinde The Sin’in DJ kabini',
      sections: [
        {
          key: 'INTRO',
          title: 'The Sin',
          subtitle: '{clubHours}, 18 yaş ve üzeri',
          body: `<p>Andy Show’un gece kulübü: resident DJ’ler, temalı geceler ve gösteriden sanatçılar, tiyatronun hemen altında.</p>`,
        },
        {
          key: 'TABLES',
          title: 'Rezervasyonlar',
          body: `<ul>
<li>Giriş: 1.500 TL</li>
<li>Şişe paketi: 500 € (en fazla 4 misafir)</li>
<li>2, 6 veya 12 kişilik localar: 35.000 veya 40.000 TL</li>
</ul>`,
        },
      ],
    },
    gastronomyBackUp: {
      title: 'Gastronomi',
      description:
        'Antalya’daki Andy Show’da {dinnerHours} arası mevsimlik Akdeniz menüleriyle akşam yemeği ve {lobsterClubHours} arası à la carte deniz ürünleri sunan Lobster Club.',
      headerAlt: 'Lobster Club’ın terasında servis edilen ızgara ıstakoz',
      sections: [
        {
          key: 'INTRO',
          title: 'Yemek ve gösteri',
          subtitle: '{dinnerHours}',
          body: `<p>Mekânda hazırlanan ve gösteriden önce masanıza servis edilen üç veya dört çeşit set menüler.</p>`,
        },
        {
          key: 'LOBSTER_CLUB',
          title: 'Lobster Club',
          subtitle: '{lobsterClubHours}',
          body: `<p>Terastaki à la carte deniz ürünleri restoranımız her akşam açık.</p>`,
        },
      ],
    },
  },
};
