import type { PageCopy } from './copy-types';
import { sitePath } from './pages';

const CONTROLLER = 'Aurora Otelcilik ve Turizm A.Ş. (Aurora Hotels Group)';

const legalNotices: PageCopy = {
  title: 'Yasal Uyarılar',
  description:
    'Andy Show web sitesinin yasal uyarıları: Aurora Hotels Group işletici bilgileri, fikri mülkiyet, sorumluluk, rezervasyonlar ve uygulanacak hukuk.',
  headerAlt: 'Kapalı sahne perdesine yansıtılan Andy Show logosu',
  sections: [
    {
      key: 'INTRO',
      title: 'Yasal uyarılar',
      subtitle: 'Son güncelleme: 1 Mart 2026',
      body: `<p>Bu yasal uyarılar, tüm dil sürümleri dahil olmak üzere Andy Show ve The Sin web sitesi için geçerlidir. Web sitesini kullanarak aşağıdaki koşulları kabul etmiş olursunuz.</p>`,
    },
    {
      key: 'BODY',
      title: 'Kullanım koşulları',
      body: `<h2>1. Web sitesinin işleticisi</h2>
<p>Web sitesi; Antalya Ticaret Sicili Müdürlüğü’ne kayıtlı ve Antalya Kurumlar Vergi Dairesi mükellefi ${CONTROLLER} tarafından işletilmektedir. Adres: {address}.</p>
<ul>
<li>Telefon: {phone}</li>
<li>E-posta: {email}</li>
</ul>
<h2>2. Web sitesinin amacı</h2>
<p>Web sitesi; mekânın yemekli gösterisini, gece kulübünü, restoranlarını, etkinliklerini ve organizasyon hizmetlerini tanıtır. Ziyaretçileri bilgilendirir, bültene abone olmalarına, mesaj göndermelerine ve teklif istemelerine olanak tanır. Bilet ve masa satışları ayrı rezervasyon sitesi üzerinden yapılır.</p>
<h2>3. Fikri mülkiyet</h2>
<p>Bu web sitesindeki tüm metinler, fotoğraflar, videolar, logolar, “Andy Show” ve “The Sin” adları, grafikler ve sayfa düzeni 5846 sayılı Fikir ve Sanat Eserleri Kanunu ile marka mevzuatı kapsamında korunmaktadır. Önceden yazılı iznimiz olmadan kopyalanamaz, çoğaltılamaz, dağıtılamaz ve ticari amaçla kullanılamaz.</p>
<h3>Gösterinin fotoğrafları ve kayıtları</h3>
<p>Gösterinin koreografisi, kostümleri ve sahnelemesi korunan eserlerdir. Gösterinin tamamının veya bir bölümünün kaydedilmesine izin verilmez.</p>
<h2>4. Rezervasyonlar, fiyatlar ve bilet koşulları</h2>
<p>Bu web sitesinde gösterilen fiyatlar bilgi amaçlıdır ve değişebilir; satın alma anında rezervasyon sitesinde onaylanan fiyat geçerlidir. Etkinlik biletleri için aşağıdaki iade kuralları uygulanır:</p>
<ul>
<li>etkinlikten 15 gün veya daha önce yapılan iptallerde tam iade;</li>
<li>etkinlikten 14 ile 7 gün önce arasında yapılan iptallerde %50 iade;</li>
<li>etkinliğe 6 gün veya daha az kala yapılan iptallerde iade yapılmaz;</li>
<li>organizatörün etkinliği iptal etmesi halinde tam iade.</li>
</ul>
<p>Her iadeden kart komisyonu düşülür. Gösteri başladıktan sonra gelen misafirler içeri alınamaz ve iade hakları doğmaz.</p>
<h2>5. Diğer web sitelerine bağlantılar</h2>
<p>Web sitesi; rezervasyon platformu, sosyal ağlar, haritalar ve mesajlaşma hizmetleri gibi üçüncü taraf sitelere bağlantılar içerir. Bu sitelerin içerikleri ve veri uygulamaları üzerinde kontrolümüz yoktur ve bunlardan sorumlu değiliz.</p>
<h2>6. Sorumluluğun sınırlandırılması</h2>
<p>İçeriği doğru ve güncel tutmak için büyük özen gösteriyoruz; ancak her zaman eksiksiz ve hatasız olduğunu garanti edemeyiz. Program değişiklikleri, kadro değişiklikleri ve teknik kesintiler mümkündür. Kast veya ağır ihmal halleri dışında, web sitesinin kullanımından doğan zararlardan sorumlu değiliz.</p>
<h2>7. Uygulanacak hukuk ve yetkili mahkeme</h2>
<p>Bu uyarılar Türkiye Cumhuriyeti hukukuna tabidir. Tüketicinin korunmasına ilişkin emredici hükümler saklı kalmak kaydıyla, Antalya mahkemeleri ve icra daireleri yetkilidir.</p>
<h2>8. Tüketici başvuruları</h2>
<p>Tüketiciler, 6502 sayılı Tüketicinin Korunması Hakkında Kanun kapsamında her yıl belirlenen parasal sınırlar dahilinde, yerleşim yerlerindeki Tüketici Hakem Heyeti’ne veya Tüketici Mahkemesi’ne başvurabilir.</p>`,
    },
    {
      key: 'CONTACT',
      title: 'Sorularınız',
      body: `<p>Bu uyarılarla ilgili her türlü sorunuz için {email} adresine yazın. Ayrıca <a href="${sitePath('privacy', 'tr')}">gizlilik politikamıza</a> ve <a href="${sitePath('cookies', 'tr')}">çerez politikamıza</a> göz atın.</p>`,
    },
  ],
};

const cookies: PageCopy = {
  title: 'Çerez Politikası',
  description:
    'Andy Show web sitesinin hangi çerezleri neden ve ne kadar süreyle kullandığı; analiz ve pazarlama çerezlerine onay verme, reddetme veya onayı geri alma.',
  headerAlt: 'Kapalı sahne perdesine yansıtılan Andy Show logosu',
  sections: [
    {
      key: 'INTRO',
      title: 'Çerez politikası',
      subtitle: 'Son güncelleme: 1 Mart 2026',
      body: `<p>Bu politika, ${CONTROLLER} tarafından bu web sitesinde çerezlerin ve benzeri teknolojilerin 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve Avrupa Birliği’nden gelen ziyaretçiler için GDPR ile ePrivacy kurallarına uygun olarak nasıl kullanıldığını açıklar.</p>`,
    },
    {
      key: 'BODY',
      title: 'Çerezleri nasıl kullanıyoruz?',
      body: `<h2>1. Çerez nedir?</h2>
<p>Çerezler, bir web sitesinin tarayıcınızda sakladığı küçük metin dosyalarıdır. Dil tercihiniz gibi seçimlerinizi hatırlamamızı ve sitenin nasıl kullanıldığını anlamamızı sağlarlar. Yerel depolama ve pikseller gibi benzer teknolojiler de bu politikanın kapsamındadır.</p>
<h2>2. Zorunlu çerezler</h2>
<p>Bu çerezler web sitesinin çalışması için gereklidir ve kapatılamaz. Onay gerektirmezler.</p>
<ul>
<li><strong>i18n_redirected</strong>: seçtiğiniz dili hatırlar.</li>
<li><strong>Onay çerezi</strong>: çerez tercihlerinizi saklar, böylece her sayfada yeniden sormayız.</li>
<li><strong>Güvenlik çerezleri</strong>: formlarımızı kötüye kullanıma karşı korur (görünmez doğrulama).</li>
</ul>
<p>Bu web sitesinin hangi çerezleri kullandığı ve her birinin ne kadar süre saklandığı, bu sayfanın sonundaki <a href="${sitePath('cookies', 'tr')}#cookie-settings">Çerez ayarları</a> bölümünde yer alır.</p>
<h2>3. İşlevsel çerezler</h2>
<p>Onayınızla, canlı sohbet aracı sayfalar arasında gezinirken sohbetinizi açık tutmak için bir çerez saklar; harita bileşeni de harita ayarlarınızı hatırlar.</p>
<h2>4. Analiz çerezleri</h2>
<p>Onayınızla, web sitesini geliştirmek için sayfa görüntülemelerini ve gezinmeyi ölçeriz. İstatistikler toplu olarak tutulur; IP adresleri saklanmadan önce kısaltılır.</p>
<h2>5. Pazarlama çerezleri</h2>
<p>Onayınızla, sosyal ağlar ve reklam ortakları kampanyalarımızı ölçmek ve size diğer sitelerde ilgili teklifler göstermek için çerez yerleştirebilir. Bu çerezler en fazla 13 ay saklanır.</p>
<h2>6. Üçüncü taraf hizmetler</h2>
<p>Bazı çerezler, bizim adımıza veya bağımsız veri sorumlusu olarak hareket eden sağlayıcılar tarafından yerleştirilir:</p>
<ul>
<li>web analizi;</li>
<li>görünmez doğrulama (formlarımız için istenmeyen içerik koruması);</li>
<li>canlı sohbet;</li>
<li>harita ve sosyal ağ gömüleri.</li>
</ul>
<p>Bu sağlayıcılar verileri Türkiye dışında işleyebilir; uyguladığımız güvenceler için <a href="${sitePath('privacy', 'tr')}">gizlilik politikamıza</a> bakın.</p>
<h2>7. Tercihlerinizi yönetme</h2>
<p>Web sitesini ilk ziyaretinizde, onay bandı tüm çerezleri kabul etmenize, tüm isteğe bağlı çerezleri reddetmenize veya kategori bazında seçim yapmanıza imkân tanır. Fikrinizi dilediğiniz zaman alt bilgideki “Çerez ayarları” bağlantısıyla değiştirebilirsiniz.</p>
<h3>Tarayıcı ayarları</h3>
<p>Çerezleri tarayıcı ayarlarınızdan da engelleyebilir veya silebilirsiniz. Zorunlu çerezlerin engellenmesi web sitesinin bazı bölümlerinin çalışmamasına yol açabilir.</p>
<h2>8. Bu politikadaki değişiklikler</h2>
<p>Hizmet eklediğimizde veya kaldırdığımızda bu politikayı güncelleriz. En üstteki tarih en son sürümü gösterir.</p>`,
    },
    {
      key: 'CONTACT',
      title: 'İletişim',
      body: `<p>Çerezlerle ilgili sorularınız için: {email}.</p>`,
    },
  ],
};

const privacy: PageCopy = {
  title: 'Gizlilik Politikası',
  description:
    'Aurora Hotels Group, Andy Show web sitesinde kişisel verileri 6698 sayılı KVKK ve GDPR kapsamında nasıl işler: amaçlar, hukuki sebepler, süreler, haklar.',
  headerAlt: 'Kapalı sahne perdesine yansıtılan Andy Show logosu',
  sections: [
    {
      key: 'INTRO',
      title: 'Gizlilik politikası ve KVKK aydınlatma metni',
      subtitle: 'Son güncelleme: 1 Mart 2026',
      body: `<p>Gizliliğinize saygı duyuyoruz. Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi ile AB Genel Veri Koruma Tüzüğü’nün (GDPR) 13. ve 14. maddeleri uyarınca, bu web sitesini kullandığınızda ve bizimle iletişime geçtiğinizde hangi kişisel verilerinizi işlediğimizi ve hangi haklara sahip olduğunuzu açıklar.</p>`,
    },
    {
      key: 'BODY',
      title: 'Verilerinizi nasıl işliyoruz?',
      body: `<h2>1. Veri sorumlusu</h2>
<p>${CONTROLLER}, {address}. E-posta: {email}, telefon: {phone}.</p>
<h2>2. İşlenen kişisel veriler</h2>
<ul>
<li><strong>Kimlik ve iletişim verileri</strong>: ad, soyad, e-posta adresi, telefon numarası, şirket adı.</li>
<li><strong>Talep verileri</strong>: mesajınız, etkinlik türü, misafir sayısı, tercih edilen tarih ve sorduğunuz hizmetler.</li>
<li><strong>Pazarlama verileri</strong>: bülten aboneliğiniz ve onay geçmişiniz.</li>
<li><strong>İşlem güvenliği verileri</strong>: IP adresi, tarayıcı türü, ziyaret edilen sayfalar ve çerez tanımlayıcıları (bkz. <a href="${sitePath('cookies', 'tr')}">çerez politikası</a>).</li>
</ul>
<h2>3. İşleme amaçları</h2>
<ul>
<li>mesajlarınızı yanıtlamak ve etkinlik teklifleri hazırlamak;</li>
<li>abone olduğunuz bülteni göndermek;</li>
<li>web sitesini işletmek, güvenliğini sağlamak ve geliştirmek;</li>
<li>örneğin vergi ve kolluk makamlarına karşı yasal yükümlülüklerimizi yerine getirmek.</li>
</ul>
<h2>4. Hukuki sebepler</h2>
<p>Verilerinizi KVKK’nın 5. ve 6. maddeleri ile GDPR’ın 6(1). maddesinde belirtilen hukuki sebeplere dayanarak işliyoruz:</p>
<ul>
<li>bir sözleşmenin kurulmasından önce talebiniz üzerine atılan adımlar (iletişim ve teklif formları);</li>
<li>dilediğiniz zaman geri alabileceğiniz açık rızanız (bülten, isteğe bağlı çerezler);</li>
<li>güvenli bir web sitesi işletmeye yönelik meşru menfaatimiz;</li>
<li>hukuki yükümlülüklerin yerine getirilmesi.</li>
</ul>
<h2>5. Aktarılan taraflar ve yurt dışına aktarım</h2>
<p>Verileri yalnızca gerekli olduğu ölçüde Aurora Hotels Group otelleriyle, rezervasyon platformumuzla, bilişim, barındırma, e-posta ve analiz hizmeti sağlayıcılarımızla ve kanunun gerektirdiği hallerde kamu kurumlarıyla paylaşırız. Bazı sağlayıcılar Türkiye dışında bulunmaktadır; bu aktarımlar KVKK’nın 9. maddesi uyarınca Kişisel Verileri Koruma Kurumu’na bildirilen standart sözleşmeler veya açık rızanız ile, AB verileri için ise GDPR kapsamındaki uygun güvencelerle yapılır.</p>
<h2>6. Saklama süreleri</h2>
<ul>
<li>İletişim mesajları: son yazışmadan itibaren 2 yıl.</li>
<li>Teklif talepleri: 3 yıl veya bir sözleşme kurulursa yasal süre boyunca.</li>
<li>Bülten verileri: abonelikten çıkana kadar, ardından onay kayıtları 3 yıl.</li>
<li>Sunucu kayıtları: 6 ay.</li>
</ul>
<p>Bu sürelerin sonunda veriler, saklama ve imha politikamıza uygun olarak silinir, yok edilir veya anonim hale getirilir.</p>
<h2>7. Haklarınız</h2>
<h3>KVKK’nın 11. maddesi uyarınca</h3>
<p>Şu haklara sahipsiniz:</p>
<ul>
<li>kişisel verilerinizin işlenip işlenmediğini öğrenme ve buna ilişkin bilgi talep etme;</li>
<li>işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme;</li>
<li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme;</li>
<li>eksik veya yanlış işlenmişse düzeltilmesini, silinmesini veya yok edilmesini isteme;</li>
<li>münhasıran otomatik sistemler vasıtasıyla analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme;</li>
<li>kanuna aykırı işleme nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme;</li>
</ul>
<h3>GDPR kapsamında</h3>
<p>GDPR’ın uygulandığı hallerde 15 ila 22. maddeler ayrıca rızanızı dilediğiniz zaman geri alma, veri taşınabilirliği ve işlemenin kısıtlanmasını talep etme hakkı tanır.</p>
<h2>8. Başvuru yöntemi</h2>
<p>Taleplerinizi Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak yazılı şekilde adresimize veya konu satırına “KVKK başvurusu” yazarak {email} adresine iletebilirsiniz. Başvurunuzu en geç 30 gün içinde ücretsiz olarak yanıtlarız. Ayrıca Kişisel Verileri Koruma Kurulu’na veya AB’de bulunuyorsanız yerel denetim makamına şikâyette bulunabilirsiniz.</p>
<h2>9. Güvenlik</h2>
<p>Verilerinizi teknik ve idari tedbirlerle koruyoruz: şifreli bağlantılar, erişim kontrolü, kayıt tutma, personel eğitimi ve hizmet sağlayıcılarımızla gizlilik sözleşmeleri.</p>
<h2>10. Değişiklikler</h2>
<p>İşleme faaliyetlerimiz değiştiğinde bu metni güncelleyebiliriz. En üstteki tarih güncel sürümü gösterir.</p>`,
    },
  ],
};

export const legalTr = { 'legal-notices': legalNotices, cookies, privacy };
