'use client';

/* eslint-disable @next/next/no-html-link-for-pages -- outside the app's layouts a full page load is the safe way home */
import './globals.css';

// Last resort: the error page itself failed. Plain markup, no providers, no data.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" translate="no">
      <body style={{ background: '#000', color: '#fff', fontFamily: 'system-ui, sans-serif' }}>
        <main style={{ maxWidth: 640, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
          <h1 style={{ fontSize: 28 }}>An error occurred while showing this page.</h1>
          <p style={{ opacity: 0.75 }}>
            {error.message || 'Unknown error'}
            {error.digest ? ` (reference ${error.digest})` : ''}
          </p>
          <p style={{ marginTop: 32 }}>
            <a href="/" style={{ color: '#e6c77a' }}>
              Back to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
