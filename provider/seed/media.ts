import type { Locale, Slide } from '../types';
import type { Caption } from './copy-types';

type Captions = Record<Locale, Caption>;

const c = (en: Caption, tr: Caption, ru: Caption, de: Caption): Captions => ({ en, tr, ru, de });

/** Titles and alt texts of /media/gallery/<key>.jpg in every language. */
export const GALLERY_CAPTIONS: Record<string, Captions> = {
  'show-1': c(
    {
      title: 'The opening number',
      alt: 'Dancers in gold costumes fill the stage for the opening number',
    },
    {
      title: 'Açılış numarası',
      alt: 'Açılış numarasında altın kostümlü dansçılar sahneyi dolduruyor',
    },
    { title: 'Открытие шоу', alt: 'Танцоры в золотых костюмах заполняют сцену в первом номере' },
    {
      title: 'Die Eröffnungsnummer',
      alt: 'Tänzer in goldenen Kostümen füllen die Bühne zur Eröffnung',
    },
  ),
  'show-2': c(
    { title: 'Aerial silks', alt: 'An aerialist wrapped in red silks high above the audience' },
    {
      title: 'Hava ipeği',
      alt: 'Seyircilerin çok üzerinde kırmızı ipeklere sarılmış bir hava akrobatı',
    },
    {
      title: 'Воздушные полотна',
      alt: 'Воздушная гимнастка на красных полотнах высоко над зрителями',
    },
    { title: 'Vertikaltuch', alt: 'Eine Luftakrobatin in roten Tüchern hoch über dem Publikum' },
  ),
  'show-3': c(
    {
      title: 'Projection finale',
      alt: 'The 270-degree projection turns the auditorium into a starry sky',
    },
    {
      title: 'Projeksiyon finali',
      alt: '270 derece projeksiyon salonu yıldızlı bir gökyüzüne çeviriyor',
    },
    { title: 'Финал с проекцией', alt: 'Проекция на 270 градусов превращает зал в звёздное небо' },
    {
      title: 'Projektionsfinale',
      alt: 'Die 270-Grad-Projektion verwandelt den Saal in einen Sternenhimmel',
    },
  ),
  'show-4': c(
    { title: 'Hand to hand', alt: 'Two acrobats balance in a hand-to-hand lift under a spotlight' },
    {
      title: 'El üstünde denge',
      alt: 'Spot ışığı altında birbirinin elinde denge kuran iki akrobat',
    },
    { title: 'Парная акробатика', alt: 'Два акробата держат баланс в луче прожектора' },
    {
      title: 'Hand-auf-Hand',
      alt: 'Zwei Akrobaten balancieren Hand auf Hand im Scheinwerferlicht',
    },
  ),
  'gastronomy-1': c(
    { title: 'Mezze to share', alt: 'A spread of Turkish mezze with olive oil and fresh herbs' },
    { title: 'Paylaşmalık mezeler', alt: 'Zeytinyağı ve taze otlarla hazırlanmış Türk mezeleri' },
    { title: 'Мезе на компанию', alt: 'Турецкие мезе с оливковым маслом и свежей зеленью' },
    { title: 'Mezze zum Teilen', alt: 'Türkische Mezze mit Olivenöl und frischen Kräutern' },
  ),
  'gastronomy-2': c(
    { title: 'The dining room', alt: 'Laid tables in the theatre before the guests arrive' },
    { title: 'Yemek salonu', alt: 'Misafirler gelmeden önce tiyatroda kurulmuş masalar' },
    { title: 'Обеденный зал', alt: 'Сервированные столы в зале до прихода гостей' },
    { title: 'Der Speisesaal', alt: 'Gedeckte Tische im Theater, bevor die Gäste eintreffen' },
  ),
  'gastronomy-3': c(
    { title: 'Catch of the day', alt: 'Sea bass baked in salt served at the table' },
    { title: 'Günün balığı', alt: 'Masada servis edilen tuzda levrek' },
    { title: 'Улов дня', alt: 'Сибас, запечённый в соли, подают к столу' },
    { title: 'Fang des Tages', alt: 'Im Salzmantel gebackener Wolfsbarsch am Tisch serviert' },
  ),
  'gastronomy-4': c(
    { title: 'Lobster Club', alt: 'Grilled lobster on the terrace of the Lobster Club at night' },
    { title: 'Lobster Club', alt: 'Gece Lobster Club’ın terasında ızgara ıstakoz' },
    { title: 'Lobster Club', alt: 'Лобстер на гриле на ночной террасе Lobster Club' },
    {
      title: 'Lobster Club',
      alt: 'Gegrillter Hummer auf der nächtlichen Terrasse des Lobster Club',
    },
  ),
  'club-1': c(
    {
      title: 'The dance floor',
      alt: 'A crowded dance floor under red and purple lights at The Sin',
    },
    { title: 'Dans pisti', alt: 'The Sin’de kırmızı ve mor ışıklar altında kalabalık dans pisti' },
    { title: 'Танцпол', alt: 'Полный танцпол The Sin в красном и фиолетовом свете' },
    {
      title: 'Die Tanzfläche',
      alt: 'Volle Tanzfläche im Club The Sin unter rotem und violettem Licht',
    },
  ),
  'club-2': c(
    { title: 'The DJ booth', alt: 'The resident DJ playing behind the booth of The Sin' },
    { title: 'DJ kabini', alt: 'The Sin’in kabininde çalan resident DJ' },
    { title: 'Диджейский пульт', alt: 'Резидент-диджей за пультом The Sin' },
    { title: 'Das DJ-Pult', alt: 'Der Resident-DJ hinter dem Pult des Clubs The Sin' },
  ),
  'club-3': c(
    { title: 'Lounges', alt: 'Velvet lounges with bottle service overlooking the dance floor' },
    { title: 'Localar', alt: 'Dans pistine bakan, şişe servisli kadife localar' },
    { title: 'Ложи', alt: 'Бархатные ложи над танцполом с подачей бутылок к столику' },
    { title: 'Lounges', alt: 'Samtlounges mit Flaschenservice über der Tanzfläche' },
  ),
  'club-4': c(
    { title: 'Show at the club', alt: 'Performers from the show dancing on the podium of The Sin' },
    { title: 'Kulüpte gösteri', alt: 'Gösteri sanatçıları The Sin’in podyumunda dans ediyor' },
    { title: 'Шоу в клубе', alt: 'Артисты шоу танцуют на подиуме The Sin' },
    { title: 'Show im Club', alt: 'Künstler der Show tanzen auf dem Podium des Clubs The Sin' },
  ),
  'venue-1': c(
    { title: 'The façade at night', alt: 'The five facade screens of the building lit at night' },
    { title: 'Cephenin gece görünümü', alt: 'Binanın beş cephe ekranı gece ışıl ışıl' },
    { title: 'Фасад ночью', alt: 'Пять фасадных экранов здания светятся ночью' },
    { title: 'Die Fassade bei Nacht', alt: 'Die fünf Fassadenbildschirme des Gebäudes bei Nacht' },
  ),
  'venue-2': c(
    { title: 'The auditorium', alt: 'The tiered auditorium with 1,000 seats seen from the stage' },
    { title: 'Salon', alt: 'Sahneden görünen 1.000 kişilik kademeli salon' },
    { title: 'Зрительный зал', alt: 'Ярусный зал на 1 000 мест, вид со сцены' },
    { title: 'Der Saal', alt: 'Der terrassierte Saal mit 1.000 Plätzen von der Bühne aus' },
  ),
  'venue-3': c(
    { title: 'The foyer', alt: 'Guests gathering in the foyer before the doors open' },
    { title: 'Fuaye', alt: 'Kapılar açılmadan önce fuayede toplanan misafirler' },
    { title: 'Фойе', alt: 'Гости собираются в фойе перед открытием дверей' },
    { title: 'Das Foyer', alt: 'Gäste versammeln sich vor dem Einlass im Foyer' },
  ),
  'venue-4': c(
    { title: 'The terrace', alt: 'The terrace of the Lobster Club at sunset' },
    { title: 'Teras', alt: 'Gün batımında Lobster Club’ın terası' },
    { title: 'Терраса', alt: 'Терраса Lobster Club на закате' },
    { title: 'Die Terrasse', alt: 'Die Terrasse des Lobster Club bei Sonnenuntergang' },
  ),
  'corporate-1': c(
    { title: 'Gala dinner', alt: 'Round tables set for a gala dinner of 500 guests' },
    { title: 'Gala yemeği', alt: '500 misafirlik gala yemeği için kurulmuş yuvarlak masalar' },
    { title: 'Гала-ужин', alt: 'Круглые столы, сервированные для гала-ужина на 500 гостей' },
    { title: 'Galadinner', alt: 'Runde Tische, gedeckt für ein Galadinner mit 500 Gästen' },
  ),
  'corporate-2': c(
    { title: 'Product launch', alt: 'A car revealed on stage under projection mapping' },
    {
      title: 'Ürün lansmanı',
      alt: 'Video mapping eşliğinde sahnede tanıtılan bir otomobil',
    },
    { title: 'Презентация продукта', alt: 'Автомобиль на сцене в лучах видеомэппинга' },
    {
      title: 'Produktpräsentation',
      alt: 'Autopräsentation auf der Bühne mit Video-Mapping',
    },
  ),
  'corporate-3': c(
    { title: 'Conference', alt: 'A speaker on stage in front of the 17 by 7 metre effect screen' },
    { title: 'Konferans', alt: '17 × 7 metrelik efekt ekranının önünde sahnedeki konuşmacı' },
    { title: 'Конференция', alt: 'Спикер на сцене перед эффект-экраном 17 × 7 метров' },
    { title: 'Konferenz', alt: 'Ein Redner vor der 17 × 7 Meter großen Effektleinwand' },
  ),
  'corporate-4': c(
    { title: 'Awards night', alt: 'Award winners on stage under a shower of confetti' },
    { title: 'Ödül gecesi', alt: 'Konfeti yağmuru altında sahnedeki ödül kazananlar' },
    { title: 'Церемония награждения', alt: 'Лауреаты на сцене под дождём из конфетти' },
    { title: 'Preisverleihung', alt: 'Preisträger auf der Bühne im Konfettiregen' },
  ),
  'backstage-1': c(
    { title: 'Warm-up', alt: 'Acrobats stretching in the rehearsal hall' },
    { title: 'Isınma', alt: 'Prova salonunda esneme yapan akrobatlar' },
    { title: 'Разминка', alt: 'Акробаты разминаются в репетиционном зале' },
    { title: 'Aufwärmen', alt: 'Akrobaten dehnen sich im Probensaal' },
  ),
  'backstage-2': c(
    { title: 'Wardrobe', alt: 'Racks of sequinned costumes in the wardrobe department' },
    { title: 'Kostüm atölyesi', alt: 'Kostüm bölümünde pullu kostüm askıları' },
    { title: 'Костюмерная', alt: 'Вешалки с расшитыми пайетками костюмами в костюмерной' },
    {
      title: 'Kostümabteilung',
      alt: 'Kleiderstangen mit Paillettenkostümen in der Kostümabteilung',
    },
  ),
  'backstage-3': c(
    { title: 'Make-up', alt: 'A dancer having stage make-up applied before the show' },
    { title: 'Makyaj', alt: 'Gösteriden önce sahne makyajı yapılan bir dansçı' },
    { title: 'Грим', alt: 'Танцовщице наносят сценический грим перед шоу' },
    { title: 'Maske', alt: 'Eine Tänzerin wird vor der Show geschminkt' },
  ),
  'backstage-4': c(
    { title: 'Rigging', alt: 'Riggers checking the aerial equipment above the stage' },
    { title: 'Rigging', alt: 'Sahnenin üzerindeki hava ekipmanını kontrol eden rigging ekibi' },
    { title: 'Риггинг', alt: 'Риггеры проверяют воздушное оборудование над сценой' },
    { title: 'Rigging', alt: 'Rigger prüfen die Luftakrobatik-Technik über der Bühne' },
  ),
};

const heroAlt: Record<Locale, [string, string]> = {
  en: ['Acrobats in flight during the Andy Show finale', 'Guests dancing at The Sin night club'],
  tr: ['Andy Show finalinde uçuşan akrobatlar', 'The Sin gece kulübünde dans eden misafirler'],
  ru: ['Акробаты в полёте в финале Andy Show', 'Гости танцуют в ночном клубе The Sin'],
  de: ['Akrobaten im Flug beim Finale der Andy Show', 'Gäste tanzen im Nachtclub The Sin'],
};

/** Home page hero: two videos, then two images (docs/product.md §1 hero behaviour). */
export function heroSlides(lang: Locale, nextId: () => number): Slide[] {
  const [firstAlt, secondAlt] = heroAlt[lang];
  const video = (n: number): Slide => ({
    id: nextId(),
    type: 'VIDEO',
    file: { sourceUrl: `/media/hero/hero-${n}.mp4`, mimeType: 'video/mp4' },
    mobileFile: { sourceUrl: `/media/hero/hero-${n}-mobile.mp4`, mimeType: 'video/mp4' },
    poster: { sourceUrl: `/media/hero/hero-${n}.jpg` },
  });
  return [
    video(1),
    video(2),
    {
      id: nextId(),
      type: 'IMAGE',
      file: { sourceUrl: '/media/hero/hero-slide-1.jpg', alt: firstAlt },
      mobileFile: { sourceUrl: '/media/hero/hero-slide-1-mobile.jpg', alt: firstAlt },
    },
    {
      id: nextId(),
      type: 'IMAGE',
      file: { sourceUrl: '/media/hero/hero-slide-2.jpg', alt: secondAlt },
    },
  ];
}
