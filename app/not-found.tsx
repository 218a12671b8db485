/* eslint-disable @next/next/no-html-link-for-pages -- outside the app's layouts a full page load is the safe way home */
import { ErrorScreen, homeButtonClass } from '@/components/errors/ErrorScreen';
import './globals.css';

// Requests that never reached a locale (the proxy routes every page path to one).
export default function GlobalNotFound() {
  return (
    <html lang="en" translate="no">
      <body className="bg-black text-white">
        <ErrorScreen
          code="404"
          title="This page could not be found"
          text="The page you are looking for does not exist or the link is broken."
          action={
            <a href="/" className={homeButtonClass}>
              Back to the home page
            </a>
          }
        />
      </body>
    </html>
  );
}
