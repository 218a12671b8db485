'use client';

import { useEffect } from 'react';
import { allows } from '@/lib/consent/categories';
import { useConsentStore } from '@/stores/consent';

// Nodes of our own that may be appended to <body> while the chat runs; never removed with it.
const OWN_NODES = '#cc-main, #nprogress, next-route-announcer, [data-shell]';

/** Nodes React rendered (a language change re-renders <body>'s children): never the chat's. */
function renderedByReact(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__react'));
}

/** Adds the chat script; returns a teardown removing it and every node it put into <body>. */
function mountChat(src: string, widgetId: string): () => void {
  const added: Element[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && !node.matches(OWN_NODES) && !renderedByReact(node)) {
          added.push(node);
        }
      }
    }
  });
  observer.observe(document.body, { childList: true });
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = widgetId;
  document.head.appendChild(script);
  return () => {
    observer.disconnect();
    script.remove();
    // Checked again at teardown: React marks its nodes after inserting them.
    for (const node of added) if (!renderedByReact(node)) node.remove();
  };
}

/**
 * The live-chat widget of the page's language, after functionality consent. Another language
 * (another widget id) or withdrawn consent removes the old script and widget first.
 */
export function Chat({ scriptUrl, widgetId }: { scriptUrl: string; widgetId: string }) {
  const granted = useConsentStore((state) => allows(state.accepted, 'chat'));
  useEffect(
    () => (granted ? mountChat(scriptUrl, widgetId) : undefined),
    [granted, scriptUrl, widgetId],
  );
  return null;
}
