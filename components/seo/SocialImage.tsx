import { titleSize, type SocialCard } from '@/lib/seo/social-card';

const navy = '#050a1c';
const gold = '#e6c77a';

/**
 * The social image (rendered by satori through next/og, inline styles only): the site's navy,
 * a gold Playfair title in the page's language, the page's own picture fading in on the right.
 */
export function SocialImage({ card, image }: { card: SocialCard; image: string | null }) {
  const size = titleSize(card.title);
  return (
    <div
      lang={card.locale}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        backgroundColor: navy,
        backgroundImage: 'radial-gradient(circle at 18% 0%, #18245a 0%, #050a1c 62%)',
        fontFamily: 'OG Sans',
        color: '#ffffff',
      }}
    >
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori, not the DOM
        <img
          src={image}
          width={640}
          height={630}
          style={{
            position: 'absolute',
            top: 0,
            right: 0,
            width: 640,
            height: 630,
            objectFit: 'cover',
          }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 1200,
          height: 630,
          display: 'flex',
          backgroundImage: `linear-gradient(90deg, ${navy} 0%, ${navy} 46%, rgba(5,10,28,0.82) 62%, rgba(5,10,28,0.2) 100%)`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 28,
          left: 28,
          width: 1144,
          height: 574,
          display: 'flex',
          border: '1px solid rgba(201,162,75,0.45)',
        }}
      />
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 820,
          height: 630,
          padding: '72px 0 64px 84px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <svg width="40" height="40" viewBox="0 0 44 44">
            <path
              d="M22 2 L26.2 14.8 L39.6 15.1 L29 23.2 L32.8 36 L22 28.4 L11.2 36 L15 23.2 L4.4 15.1 L17.8 14.8Z"
              fill={gold}
            />
          </svg>
          <div
            style={{
              display: 'flex',
              fontFamily: 'OG Display',
              fontSize: 30,
              letterSpacing: 8,
              color: gold,
            }}
          >
            ANDY SHOW
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              fontSize: 24,
              letterSpacing: 3,
              color: 'rgba(255,255,255,0.72)',
              marginBottom: 18,
            }}
          >
            {card.eyebrow}
          </div>
          <div
            style={{
              display: 'flex',
              fontFamily: 'OG Display',
              fontSize: size,
              lineHeight: 1.08,
              color: gold,
              backgroundImage: 'linear-gradient(100deg, #f6e7bd 0%, #c9a24b 55%, #efd898 100%)',
              backgroundClip: 'text',
              WebkitBackgroundClip: 'text',
              WebkitTextFillColor: 'transparent',
            }}
          >
            {card.title}
          </div>
          <div
            style={{
              display: 'flex',
              width: 128,
              height: 2,
              marginTop: 30,
              backgroundImage: `linear-gradient(90deg, ${gold}, rgba(230,199,122,0))`,
            }}
          />
          <div
            style={{
              display: 'flex',
              marginTop: 26,
              fontSize: 28,
              lineHeight: 1.35,
              color: 'rgba(255,255,255,0.85)',
            }}
          >
            {card.tagline}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: 22,
            letterSpacing: 2,
            color: 'rgba(230,199,122,0.85)',
          }}
        >
          {card.host}
        </div>
      </div>
    </div>
  );
}
