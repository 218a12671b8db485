// The editor workspace's only script (served by the embedded provider, never by the site): the list's
// filters; saves, discards, publishes (now or later) through the admin API, keeps the live preview in
// step, makes share links, uploads pictures; restores versions from the history.
'use strict';

(function () {
  const csrfMeta = document.querySelector('meta[name="csrf-token"]');
  if (!csrfMeta) return;
  const csrf = csrfMeta.content;

  async function call(method, path, body, type) {
    const raw = type !== undefined;
    const response = await fetch(path, {
      method,
      headers: { 'Content-Type': raw ? type : 'application/json', 'X-CSRF-Token': csrf },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = new Error(data.message || `The server answered ${response.status}.`);
      error.fields = data.errors || null;
      error.status = response.status;
      throw error;
    }
    return data;
  }

  const VENUE_TIME = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const venueTime = (iso) => VENUE_TIME.format(new Date(iso)).replace(' at ', ', ');

  listPage();
  historyPage();
  editorPage();

  // The list: search and filters applied as the editor types, kept in the address (a reload or a
  // shared link shows the same), each section hidden when none of its rows is left.
  function listPage() {
    const filters = document.querySelector('form.filters');
    if (!filters) return;
    filters.hidden = false;
    const rows = [...document.querySelectorAll('tr[data-kind]')];
    const shown = document.getElementById('shown');
    const nothing = document.getElementById('nothing');
    function apply(event) {
      const data = new FormData(filters);
      const words = String(data.get('q') || '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const kind = data.get('kind');
      const state = data.get('state');
      const behind = data.get('behind') === '1';
      let count = 0;
      for (const row of rows) {
        const match =
          (!kind || row.dataset.kind === kind) &&
          (!state ||
            (state === 'scheduled' ? 'scheduled' in row.dataset : row.dataset.state === state)) &&
          (!behind || 'behind' in row.dataset) &&
          words.every((word) => row.dataset.words.includes(word));
        row.hidden = !match;
        if (match) count += 1;
      }
      document.querySelectorAll('section[data-section]').forEach((section) => {
        section.hidden = !section.querySelector('tr[data-kind]:not([hidden])');
      });
      const filtered = words.length || kind || state || behind;
      shown.textContent = filtered ? `Showing ${count} of ${rows.length}.` : '';
      nothing.hidden = count > 0;
      if (!event) return;
      const query = new URLSearchParams();
      for (const [name, value] of data) if (value) query.set(name, value);
      window.history.replaceState(null, '', `/admin?${query}`);
    }
    filters.addEventListener('input', apply);
    filters.addEventListener('change', apply);
    filters.addEventListener('submit', (event) => {
      event.preventDefault();
      apply(event);
    });
    nothing.querySelector('[data-clear]').addEventListener('click', () => {
      filters.elements.q.value = '';
      filters.elements.kind.value = '';
      filters.elements.state.value = '';
      filters.elements.behind.checked = false;
      apply(new Event('change'));
      filters.elements.q.focus();
    });
    apply();

    document.querySelectorAll('[data-cancel-scheduled]').forEach((button) =>
      button.addEventListener('click', async () => {
        const row = button.closest('tr');
        if (
          !window.confirm(`Cancel the scheduled publish of “${row.cells[0].innerText.trim()}”?`)
        ) {
          return;
        }
        button.disabled = true;
        try {
          await call('DELETE', `/admin/scheduled/${button.dataset.cancelScheduled}`);
          window.location.reload();
        } catch (error) {
          button.disabled = false;
          button.insertAdjacentText('afterend', ` ${error.message}`);
        }
      }),
    );
  }

  // History: restoring a version makes it the draft (never published by itself), then the editor.
  function historyPage() {
    const box = document.querySelector('.restore');
    if (!box) return;
    const button = box.querySelector('[data-restore]');
    const status = document.getElementById('status');
    const paths = { page: 'pages', event: 'events', settings: 'settings' };
    button.addEventListener('click', async () => {
      const { kind, query, version, edit, draft } = box.dataset;
      if (
        draft &&
        !window.confirm(
          `Replace the current draft, and its unpublished changes, with version ${version}?`,
        )
      ) {
        return;
      }
      button.disabled = true;
      try {
        await call(
          'POST',
          `/admin/${paths[kind]}/restore?${query ? `${query}&` : ''}version=${version}`,
        );
        status.className = 'ok';
        status.textContent = `Version ${version} is now the draft. Opening the editor…`;
        window.location.href = edit;
      } catch (error) {
        button.disabled = false;
        status.className = 'error';
        status.textContent = error.message;
      }
    });
  }

  function editorPage() {
    const form = document.getElementById('edit');
    if (!form) return;
    const doc = JSON.parse(document.getElementById('doc').textContent);
    const kind = form.dataset.kind;
    const key = form.dataset.key;
    const lang = form.dataset.lang;
    const status = document.getElementById('status');
    const frame = document.querySelector('.frame-box iframe');
    const box = document.querySelector('.frame-box');
    const settings = kind === 'settings';
    const query = `${kind === 'page' ? 'url' : 'slug'}=${encodeURIComponent(key)}&lang=${lang}`;
    const base = { page: '/admin/pages', event: '/admin/events', settings: '/admin/settings' }[
      kind
    ];
    // The venue facts are one document for every language: no query, discard is a POST.
    const paths = settings
      ? {
          save: base,
          entry: base,
          discard: ['POST', `${base}/discard`],
          publish: `${base}/publish`,
          later: `${base}/publish?at=`,
        }
      : {
          save: `${base}?${query}`,
          entry: `${base}/entry?${query}`,
          discard: ['DELETE', `${base}/draft?${query}`],
          publish: `${base}/publish?${query}`,
          later: `${base}/publish?${query}&at=`,
          stillCorrect: `${base}/still-correct?${query}`,
        };
    const labels = { published: 'Published', draft: 'Has draft', changed: 'Changed since publish' };

    document.execCommand('defaultParagraphSeparator', false, 'p');

    const say = (text, tone) => {
      status.textContent = text;
      status.className = tone || '';
    };
    const setState = (state) => {
      document.getElementById('state').innerHTML =
        `<span class="badge ${state}">${labels[state]}</span>`;
    };

    // The form field an error key names: its own name, a known alias, or the field its list is in
    // (schedule.2.text is the schedule box; openingHours.0.opens the first row's "opens").
    const ALIASES = {
      'meta.title': 'metaTitle',
      'meta.description': 'metaDescription',
      'image.sourceUrl': 'image',
      'image.alt': 'imageAlt',
      metas: 'metaTitle',
      options: 'headerImage',
      at: 'publish-at',
    };
    function fieldFor(key) {
      const settingsKey = key.replace(/^openingHours\.(\d+)\./, 'hours.$1.');
      const head = key.split('.')[0];
      for (const name of [key, ALIASES[key], settingsKey, ALIASES[head], head]) {
        if (!name) continue;
        const element =
          form.elements.namedItem(name) || form.querySelector(`.rte[data-name="${name}"]`);
        if (element && element.nodeType === 1) return element;
      }
      return null;
    }

    function clearFieldErrors() {
      form.querySelectorAll('.field-error').forEach((node) => node.remove());
      form.querySelectorAll('[aria-invalid="true"]').forEach((node) => {
        node.removeAttribute('aria-invalid');
        node.removeAttribute('aria-describedby');
      });
    }

    // Each message in plain words beside its field; what has no field goes to the status line.
    function showFieldErrors(fields) {
      const loose = [];
      let first = null;
      Object.entries(fields).forEach(([key, message], index) => {
        const element = fieldFor(key);
        if (!element) return loose.push(message);
        const note = document.createElement('p');
        note.className = 'field-error';
        note.id = `field-error-${index}`;
        note.textContent = message;
        const holder = element.closest('label, .rte-field') || element;
        holder.insertAdjacentElement('afterend', note);
        element.setAttribute('aria-invalid', 'true');
        element.setAttribute('aria-describedby', note.id);
        first = first || element;
      });
      if (first) first.focus();
      const count = Object.keys(fields).length - loose.length;
      const summary = count
        ? `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a change (see below each).`
        : 'Not saved.';
      return [summary, ...loose].join(' ');
    }

    const value = (name) => form.elements.namedItem(name).value.trim();
    // A datetime-local value (wall-clock time in the venue's zone) as ISO 8601 with the zone's offset.
    function instantOf(input) {
      const text = input.value.trim();
      if (!text) return null;
      return `${text.length === 16 ? `${text}:00` : text}${input.dataset.offset}`;
    }
    const instant = (name) => instantOf(form.elements.namedItem(name));
    const rich = (name) => form.querySelector(`.rte[data-name="${name}"]`).innerHTML.trim();

    function withMeta(metas, name, content) {
      const rest = metas.filter((meta) => meta.name !== name);
      return content ? [...rest, { name, content }] : rest;
    }

    function pagePatch() {
      // A stale og:title (a copy of the old title) would keep the snippet from following the title.
      let metas = doc.metas.filter((m) => !(m.property === 'og:title' && m.content === doc.title));
      metas = withMeta(metas, 'title', value('metaTitle'));
      metas = withMeta(metas, 'description', value('metaDescription'));
      const options = doc.options.filter((option) => option.key !== 'HEADER_IMAGE');
      const header = doc.options.find((option) => option.key === 'HEADER_IMAGE');
      const file = pictureFile('headerImage', header && header.file ? header.file : {});
      if (file) {
        const alt = value('headerImageAlt');
        if (alt) file.alt = alt;
        else delete file.alt;
        options.unshift({ key: 'HEADER_IMAGE', value: header ? header.value : null, file });
      }
      const contents = doc.contents.map((section, index) => ({
        ...section,
        title: value(`contents.${index}.title`),
        body: rich(`contents.${index}.body`),
      }));
      return { title: value('title'), metas, options, contents };
    }

    function eventPatch() {
      const schedule = value('schedule')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const match = /^(\d{1,2}):(\d{2})\s+(.+)$/.exec(line);
          if (!match) throw new Error(`schedule: "${line}" is not "HH:MM text"`);
          return { time: `${match[1].padStart(2, '0')}:${match[2]}`, text: match[3] };
        });
      return {
        title: value('title'),
        summary: value('summary'),
        meta: { title: value('metaTitle'), description: value('metaDescription') },
        description: rich('description'),
        status: value('status'),
        ticketUrl: value('ticketUrl'),
        startDate: instant('startDate') || '',
        endDate: instant('endDate'),
        // Shared by every language; its alt text is each translation's own (imageAlt).
        image: pictureFile('image', withoutAlt(doc.image)) || { sourceUrl: '' },
        imageAlt: value('imageAlt'),
        schedule,
      };
    }

    const optional = (name) => value(name) || null;

    function withoutAlt(file) {
      const copy = { ...file };
      delete copy.alt;
      return copy;
    }

    // A picture's file: the address in its field, with the size an upload or the library gave it
    // (a typed address has none until the site measures it).
    function pictureFile(name, file) {
      const input = form.elements.namedItem(name);
      const url = input.value.trim();
      if (!url) return null;
      const next = { ...file, sourceUrl: url };
      const width = Number(input.dataset.width);
      const height = Number(input.dataset.height);
      if (width && height) {
        next.width = width;
        next.height = height;
      } else {
        delete next.width;
        delete next.height;
      }
      return next;
    }

    function settingsPatch() {
      return {
        phone: value('phone'),
        email: value('email'),
        messengers: {
          whatsapp: optional('messengers.whatsapp'),
          telegram: optional('messengers.telegram'),
        },
        social: {
          instagram: optional('social.instagram'),
          facebook: optional('social.facebook'),
          youtube: optional('social.youtube'),
        },
        address: {
          street: value('address.street'),
          locality: value('address.locality'),
          region: value('address.region'),
          postalCode: value('address.postalCode'),
          country: value('address.country').toUpperCase(),
        },
        geo: coordinates(),
        mapUrl: optional('mapUrl'),
        hours: {
          doors: clock('hours.doors'),
          dinner: span('dinner'),
          show: span('show'),
          club: span('club'),
          lobsterClub: span('lobsterClub'),
        },
      };
    }

    function coordinates() {
      const latitude = value('geo.latitude');
      const longitude = value('geo.longitude');
      if (!latitude && !longitude) return null;
      if (!latitude || !longitude) throw new Error('geo: enter both coordinates, or neither');
      return { latitude: Number(latitude), longitude: Number(longitude) };
    }

    // A time as the facts hold it: 24:00, which a picker shows as 00:00, stays 24:00.
    function clock(name) {
      const input = form.elements.namedItem(name);
      const shown = input.value.trim();
      return input.dataset.stored && shown === '00:00' ? input.dataset.stored : shown;
    }

    function span(part) {
      return { opens: clock(`hours.${part}.opens`), closes: clock(`hours.${part}.closes`) };
    }

    // Names in braces that stand for no venue fact: the preview marks them, visitors never see them.
    const factNames = JSON.parse(document.getElementById('fact-names').textContent);
    function unknownFacts(patch) {
      const names = [...JSON.stringify(patch).matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map(
        (match) => match[1],
      );
      return [...new Set(names.filter((name) => !factNames.includes(name)))];
    }

    const patchers = { page: pagePatch, event: eventPatch, settings: settingsPatch };

    // The editors show what was stored (the site's sanitiser ran on it): what the site will show.
    function showStoredHtml(saved) {
      form.querySelectorAll('.rte').forEach((editor) => {
        const name = editor.dataset.name;
        const section = /^contents\.(\d+)\.body$/.exec(name);
        const html = section
          ? saved.contents && saved.contents[Number(section[1])]
            ? saved.contents[Number(section[1])].body
            : null
          : saved[name];
        if (typeof html === 'string' && editor.innerHTML.trim() !== html) editor.innerHTML = html;
      });
    }

    function refreshPreview() {
      if (frame) frame.src = frame.dataset.src;
    }

    // preview: false when a publish follows at once: the draft render the preview reload starts would
    // compete with the visitors' first render of the published version.
    async function save({ preview = true } = {}) {
      say('Saving…');
      const patch = patchers[kind]();
      const saved = await call('PUT', paths.save, patch);
      dirty = false;
      if (!settings) {
        Object.assign(doc, saved);
        showStoredHtml(saved);
      }
      const entry = await call('GET', paths.entry);
      setState(settings ? (entry.draft ? 'changed' : 'published') : entry.state);
      const unknown = settings ? [] : unknownFacts(patch);
      if (unknown.length) {
        const names = unknown.map((name) => `{${name}}`).join(', ');
        say(
          `Draft saved. ${names}: no venue fact has this name (see “Venue facts in texts”); the preview marks it, visitors will not see it.`,
          'error',
        );
      } else {
        say('Draft saved. The preview shows it; visitors still see the published version.', 'ok');
      }
      if (preview) refreshPreview();
    }

    const actions = {
      async save() {
        await save();
      },
      async discard() {
        const question = scheduledNote.hidden
          ? 'Discard the draft and go back to the published version?'
          : 'Discard the draft and go back to the published version? Its scheduled publish is cancelled too.';
        if (!window.confirm(question)) return;
        await call(paths.discard[0], paths.discard[1]);
        dirty = false;
        say('Draft discarded.', 'ok');
        window.location.reload();
      },
      async publish() {
        await save({ preview: false });
        // Answers once the site has dropped the old version (provider/revalidate.ts).
        await call('POST', paths.publish);
        setState('published');
        showScheduled(null);
        upToDate();
        say('Published: visitors see it now.', 'ok');
        refreshPreview();
      },
      later() {
        const open = later.hidden;
        later.hidden = !open;
        laterButton.setAttribute('aria-expanded', String(open));
        if (!open) return;
        // Nothing earlier than the next minute, in the venue's time.
        const now = new Date(Date.now() + 3 * 3_600_000 + 60_000).toISOString().slice(0, 16);
        publishAt.min = now;
        if (!publishAt.value) publishAt.value = now;
        publishAt.focus();
      },
      async schedule() {
        const at = instantOf(publishAt);
        if (!at) {
          publishAt.focus();
          say('Pick the date and time to publish at (Istanbul time).', 'error');
          return;
        }
        // The draft as it is now is saved first: what the preview shows is what will be published.
        await save();
        const job = await call('POST', `${paths.later}${encodeURIComponent(at)}`);
        showScheduled(job);
        later.hidden = true;
        laterButton.setAttribute('aria-expanded', 'false');
        say(`Publish set for ${venueTime(job.at)} (Istanbul time).`, 'ok');
      },
      async unschedule() {
        await call('DELETE', `/admin/scheduled/${scheduledNote.dataset.id}`);
        showScheduled(null);
        say('Scheduled publish cancelled. The draft stays as it is.', 'ok');
      },
      async stillCorrect() {
        await call('POST', paths.stillCorrect);
        upToDate();
        say('Marked as still correct: this translation is up to date with English.', 'ok');
      },
      async share() {
        const { url, expiresAt } = await call('POST', '/admin/preview-links', {
          path: form.dataset.path,
          hours: 48,
        });
        const field = document.getElementById('share-url');
        field.value = url;
        field.select();
        const until = new Date(expiresAt).toLocaleString();
        say(`Preview link ready, valid until ${until}. Anyone with it sees the draft.`, 'ok');
      },
    };

    const later = document.getElementById('later');
    const laterButton = form.querySelector('[data-action="later"]');
    const publishAt = document.getElementById('publish-at');
    const scheduledNote = document.getElementById('scheduled-note');

    function showScheduled(job) {
      if (!job) {
        scheduledNote.hidden = true;
        scheduledNote.textContent = '';
        return;
      }
      scheduledNote.dataset.id = job.id;
      scheduledNote.textContent = `Publishes ${venueTime(job.at)} (Istanbul time), the draft as it is then. `;
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'ghost small-button';
      cancel.dataset.action = 'unschedule';
      cancel.textContent = 'Cancel scheduled publish';
      scheduledNote.append(cancel);
      scheduledNote.hidden = false;
    }

    // Published, or confirmed as still correct: the English changes no longer apply.
    function upToDate() {
      document.querySelectorAll('.behind-notice, .source-change').forEach((node) => node.remove());
    }

    async function run(name) {
      const buttons = form.querySelectorAll(
        '.actions button, .share button, .later button, .behind-notice button, #scheduled-note button',
      );
      buttons.forEach((button) => (button.disabled = true));
      clearFieldErrors();
      try {
        await actions[name]();
      } catch (error) {
        say(error.fields ? showFieldErrors(error.fields) : error.message, 'error');
      } finally {
        buttons.forEach((button) => (button.disabled = false));
      }
    }

    // "Save as I type" (off by default, remembered per browser): a pause of 1.5 s saves the draft,
    // and the preview follows.
    const live = document.getElementById('live');
    let typingTimer = 0;
    if (live) {
      live.checked = window.localStorage.getItem('workspace:live') === '1';
      live.addEventListener('change', () =>
        window.localStorage.setItem('workspace:live', live.checked ? '1' : '0'),
      );
      form.addEventListener('input', () => {
        if (!live.checked) return;
        window.clearTimeout(typingTimer);
        typingTimer = window.setTimeout(() => run('save'), 1500);
      });
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      run('save');
    });
    form.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-action]');
      if (button && button.dataset.action !== 'save') run(button.dataset.action);
      const command = event.target.closest('button[data-cmd]');
      if (!command) return;
      const editor = command.closest('.rte-field').querySelector('.rte');
      editor.focus();
      if (command.dataset.cmd === 'createLink') {
        const href = window.prompt('Link address (https://…, mailto:…, tel:… or /path)');
        if (href) document.execCommand('createLink', false, href);
      } else {
        document.execCommand(command.dataset.cmd);
      }
    });

    // Pasted Word or web HTML: Word's own lists become lists, then the site's own sanitiser cleans
    // it before it lands in the editor, paragraphs as paragraphs.
    const escapeText = (text) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    form.querySelectorAll('.rte').forEach((editor) =>
      editor.addEventListener('paste', async (event) => {
        const data = event.clipboardData;
        if (!data) return;
        event.preventDefault();
        const html =
          wordLists(data.getData('text/html')) ||
          escapeText(data.getData('text/plain'))
            .split(/\r?\n\s*\r?\n/)
            .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
            .join('');
        const selection = window.getSelection();
        const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null;
        try {
          const clean = await call('POST', '/admin/sanitize', { html });
          editor.focus();
          if (range) {
            selection.removeAllRanges();
            selection.addRange(range);
          }
          insertPasted(editor, clean.html);
        } catch (error) {
          say(`The paste could not be cleaned: ${error.message}`, 'error');
        }
      }),
    );

    // Word writes a list as paragraphs styled `mso-list: l0 level1 lfo1`, each starting with its
    // bullet or number as text (between `[if !supportLists]` comments, or in a `mso-list: Ignore`
    // span); anything else pasted is left as it is.
    function wordLists(html) {
      if (!/mso-list/i.test(html)) return html;
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const listStyle = (node) =>
        node.nodeType === 1 &&
        node.tagName === 'P' &&
        /mso-list:\s*l\d+/i.test(node.getAttribute('style') || '');
      const takeMarker = (paragraph) => {
        let marker = '';
        const walker = parsed.createTreeWalker(paragraph, NodeFilter.SHOW_COMMENT);
        const open = [];
        while (walker.nextNode()) {
          if (/^\[if !supportLists\]/.test(walker.currentNode.data)) open.push(walker.currentNode);
        }
        for (const start of open) {
          let node = start.nextSibling;
          while (node && !(node.nodeType === 8 && /^\[endif\]/.test(node.data))) {
            const next = node.nextSibling;
            marker += node.textContent;
            node.remove();
            node = next;
          }
        }
        paragraph.querySelectorAll('[style*="mso-list"]').forEach((span) => {
          if (/mso-list:\s*ignore/i.test(span.getAttribute('style'))) {
            marker += span.textContent;
            span.remove();
          }
        });
        return marker.replace(/\s+/g, '');
      };
      const group = (parent) => {
        let stack = [];
        for (const node of [...parent.childNodes]) {
          if ((node.nodeType === 3 && !node.data.trim()) || node.nodeType === 8) continue;
          if (!listStyle(node)) {
            stack = [];
            if (node.nodeType === 1) group(node);
            continue;
          }
          const style = node.getAttribute('style');
          const level = Number((/level(\d+)/i.exec(style) || [0, 1])[1]);
          // Another list (its own lN) right after one starts afresh.
          const list = /mso-list:\s*(l\d+)/i.exec(style)[1];
          if (stack.length && stack[0].id !== list) stack = [];
          const marker = takeMarker(node);
          const ordered = /^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker);
          const item = parsed.createElement('li');
          item.append(...node.childNodes);
          while (stack.length && stack[stack.length - 1].level > level) stack.pop();
          let top = stack[stack.length - 1];
          if (!top || top.level < level) {
            const element = parsed.createElement(ordered ? 'ol' : 'ul');
            if (top) (top.list.lastElementChild || top.list).append(element);
            else node.before(element);
            top = { level, list: element, id: list };
            stack.push(top);
          }
          top.list.append(item);
          node.remove();
        }
      };
      group(parsed.body);
      return parsed.body.innerHTML;
    }

    // Paragraphs and lists land as their own blocks: the text around the caret is split first, so
    // the first pasted paragraph is not glued to the sentence before it, nor the last to the rest.
    function insertPasted(editor, pasted) {
      const BLOCK = /^(P|UL|OL|H[1-6]|TABLE|BLOCKQUOTE|HR)$/;
      // Line breaks between blocks would become empty paragraphs; between words they stay.
      const template = document.createElement('template');
      template.innerHTML = pasted;
      for (const node of [...template.content.childNodes]) {
        const near = [node.previousSibling, node.nextSibling];
        if (
          node.nodeType === 3 &&
          !node.data.trim() &&
          near.some((n) => n && BLOCK.test(n.nodeName))
        ) {
          node.remove();
        }
      }
      const html = template.innerHTML;
      const blocks = [...template.content.childNodes].some((node) => BLOCK.test(node.nodeName));
      const selection = window.getSelection();
      if (!blocks || !selection.rangeCount) {
        document.execCommand('insertHTML', false, html);
        return;
      }
      if (!selection.isCollapsed) document.execCommand('delete');
      const range = selection.getRangeAt(0);
      let block = range.startContainer;
      while (block && block.parentNode !== editor) block = block.parentNode;
      if (block && block.nodeType === 1 && /^(P|H[1-6]|DIV)$/.test(block.tagName)) {
        const part = (start) => {
          const span = document.createRange();
          if (start) span.setStart(block, 0);
          else span.setStart(range.startContainer, range.startOffset);
          if (start) span.setEnd(range.startContainer, range.startOffset);
          else span.setEnd(block, block.childNodes.length);
          return span.toString().trim() !== '';
        };
        const before = part(true);
        const after = part(false);
        if (after) {
          document.execCommand('insertParagraph');
          if (before) document.execCommand('insertParagraph');
          // The caret is at the start of the rest; the pasted blocks go into the empty one before it.
          let rest = selection.getRangeAt(0).startContainer;
          while (rest.parentNode !== editor) rest = rest.parentNode;
          const empty = document.createRange();
          empty.setStart(rest.previousSibling, 0);
          empty.collapse(true);
          selection.removeAllRanges();
          selection.addRange(empty);
          document.execCommand('insertHTML', false, html);
          const first = rest.firstChild;
          if (first && first.nodeType === 3) first.data = first.data.replace(/^[\s\u00a0]+/, '');
          return;
        }
        if (before) document.execCommand('insertParagraph');
      }
      document.execCommand('insertHTML', false, html);
    }

    // Pictures: typed, uploaded or picked from the library, with a preview (the site's own pictures
    // only in the live preview: the site lets no other origin load its files).
    const sitePicture = (url) => url.startsWith('/') && !url.startsWith('//');
    const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
    const MAX_BYTES = 10 * 1024 * 1024;

    function setPicture(input, picture) {
      input.value = picture.url;
      input.dataset.width = picture.width || '';
      input.dataset.height = picture.height || '';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      showPicture(input);
    }

    function showPicture(input) {
      const fieldset = input.closest('.image-field');
      let thumb = fieldset.querySelector('.thumb');
      const url = input.value.trim();
      const src = sitePicture(url) ? '' : url;
      if (src && !thumb) {
        thumb = document.createElement('img');
        thumb.className = 'thumb';
        thumb.alt = '';
        fieldset.querySelector('.thumb-box').prepend(thumb);
      }
      if (thumb) thumb.hidden = !src;
      if (src) thumb.src = src;
      const { width, height } = input.dataset;
      fieldset.querySelector('.thumb-size').textContent = sitePicture(url)
        ? 'A picture of the site: see the preview'
        : width && height
          ? `${width} × ${height} px`
          : '';
    }

    async function upload(input, file) {
      if (!ACCEPTED.includes(file.type)) {
        throw new Error(
          `“${file.name}” is not a JPEG, PNG, WebP or AVIF picture. Export it as one of those and upload it again.`,
        );
      }
      if (file.size > MAX_BYTES) {
        throw new Error(
          `“${file.name}” is ${(file.size / 1048576).toFixed(1)} MB; the limit is 10 MB. Export it smaller and upload it again.`,
        );
      }
      say(`Uploading “${file.name}”…`);
      const picture = await call('POST', '/admin/media', file, file.type);
      setPicture(input, picture);
      say(
        `Uploaded: ${picture.width} × ${picture.height} px, without its location data. Save the draft to use it.`,
        'ok',
      );
    }

    form.querySelectorAll('.image-field').forEach((fieldset) => {
      const input = form.elements.namedItem(fieldset.dataset.image);
      input.addEventListener('input', (event) => {
        // A typed address has no known size until the site measures it.
        if (event.isTrusted) {
          input.dataset.width = '';
          input.dataset.height = '';
        }
        showPicture(input);
      });
      const chooser = fieldset.querySelector('[data-upload]');
      chooser.addEventListener('change', async () => {
        const file = chooser.files[0];
        chooser.value = '';
        if (!file) return;
        try {
          await upload(input, file);
        } catch (error) {
          say(error.message, 'error');
        }
      });
      fieldset
        .querySelector('[data-library]')
        .addEventListener('click', () =>
          openLibrary(input, fieldset.querySelector('[data-library]')),
        );
    });

    const library = document.getElementById('media-library');
    async function openLibrary(input, opener) {
      const grid = document.getElementById('library-grid');
      const state = document.getElementById('library-state');
      grid.textContent = '';
      state.textContent = 'Loading…';
      library.showModal();
      try {
        const pictures = await call('GET', '/admin/media');
        state.textContent = pictures.length
          ? `${pictures.length} uploaded ${pictures.length === 1 ? 'picture' : 'pictures'}, newest first.`
          : 'No picture has been uploaded yet: use “Upload a picture”.';
        for (const picture of pictures) {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'pick';
          const when = venueTime(picture.createdAt);
          button.setAttribute(
            'aria-label',
            `Use the picture of ${picture.width} × ${picture.height} px uploaded ${when}`,
          );
          const image = document.createElement('img');
          image.src = picture.url;
          image.alt = '';
          image.loading = 'lazy';
          const caption = document.createElement('span');
          caption.textContent = `${picture.width} × ${picture.height} · ${when}`;
          button.append(image, caption);
          button.addEventListener('click', () => {
            setPicture(input, picture);
            library.close();
            say('Picture chosen. Save the draft to use it.', 'ok');
          });
          item.append(button);
          grid.append(item);
        }
      } catch (error) {
        state.textContent = `The library could not be loaded: ${error.message}`;
      }
      library.addEventListener('close', () => opener.focus(), { once: true });
    }

    // What is typed and not saved is not lost to a closed tab or a link followed by mistake.
    let dirty = false;
    form.addEventListener('input', (event) => {
      if (event.target.id !== 'share-url' && event.target.id !== 'publish-at') dirty = true;
    });
    window.addEventListener('beforeunload', (event) => {
      if (!dirty) return;
      event.preventDefault();
      event.returnValue = '';
    });

    // The end picker offers nothing before the start (the provider refuses it too).
    const starts = form.elements.namedItem('startDate');
    const ends = form.elements.namedItem('endDate');
    if (starts && ends && starts.type === 'datetime-local') {
      const bound = () => (ends.min = starts.value);
      starts.addEventListener('change', bound);
      bound();
    }

    // Saved with Ctrl/Cmd+S like a document.
    document.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        run('save');
      }
    });

    const language = document.getElementById('language');
    if (language)
      language.addEventListener('change', () => (window.location.href = language.value));

    // Width switch: the page is laid out at 390 or 1440 CSS px and scaled to fit the column; the
    // box's height comes from the layout (it fills the column below the preview bar).
    function fit() {
      if (!frame) return;
      const width = Number(box.dataset.width);
      const scale = Math.min(1, box.parentElement.clientWidth / width);
      frame.style.width = `${width}px`;
      frame.style.height = `${box.clientHeight / scale}px`;
      frame.style.transform = `scale(${scale})`;
      box.style.width = `${width * scale}px`;
    }
    document.querySelectorAll('.seg button').forEach((button) =>
      button.addEventListener('click', () => {
        box.dataset.width = button.dataset.width;
        document
          .querySelectorAll('.seg button')
          .forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
        fit();
      }),
    );
    window.addEventListener('resize', fit);
    fit();
  }
})();
