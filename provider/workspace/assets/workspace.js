// The editor workspace's only script (served by the embedded provider, never by the site): saves,
// discards and publishes through the admin API, keeps the live preview in step, makes share links.
'use strict';

(function () {
  const form = document.getElementById('edit');
  if (!form) return;
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const doc = JSON.parse(document.getElementById('doc').textContent);
  const kind = form.dataset.kind;
  const key = form.dataset.key;
  const lang = form.dataset.lang;
  const status = document.getElementById('status');
  const frame = document.querySelector('.frame-box iframe');
  const box = document.querySelector('.frame-box');
  const settings = kind === 'settings';
  const query = `${kind === 'page' ? 'url' : 'slug'}=${encodeURIComponent(key)}&lang=${lang}`;
  const base = { page: '/admin/pages', event: '/admin/events', settings: '/admin/settings' }[kind];
  // The venue facts are one document for every language: no query, discard is a POST.
  const paths = settings
    ? {
        save: base,
        entry: base,
        discard: ['POST', `${base}/discard`],
        publish: `${base}/publish`,
      }
    : {
        save: `${base}?${query}`,
        entry: `${base}/entry?${query}`,
        discard: ['DELETE', `${base}/draft?${query}`],
        publish: `${base}/publish?${query}`,
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

  async function call(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      const errors = data.errors
        ? Object.entries(data.errors)
            .map(([field, message]) => `${field}: ${message}`)
            .join('; ')
        : data.message || `HTTP ${response.status}`;
      throw new Error(errors);
    }
    return data;
  }

  const value = (name) => form.elements.namedItem(name).value.trim();
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
    const image = value('headerImage');
    const options = doc.options.filter((option) => option.key !== 'HEADER_IMAGE');
    const header = doc.options.find((option) => option.key === 'HEADER_IMAGE');
    if (image) {
      const file = { ...(header && header.file ? header.file : {}), sourceUrl: image };
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
      startDate: value('startDate'),
      endDate: value('endDate') || null,
      image: { ...doc.image, sourceUrl: value('image') },
      schedule,
    };
  }

  const optional = (name) => value(name) || null;

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
        doors: value('hours.doors'),
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

  function span(part) {
    return { opens: value(`hours.${part}.opens`), closes: value(`hours.${part}.closes`) };
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

  function refreshPreview() {
    if (frame) frame.src = frame.dataset.src;
  }

  async function save() {
    say('Saving…');
    const patch = patchers[kind]();
    const saved = await call('PUT', paths.save, patch);
    if (!settings) Object.assign(doc, saved);
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
    refreshPreview();
  }

  const actions = {
    async save() {
      await save();
    },
    async discard() {
      if (!window.confirm('Discard the draft and go back to the published version?')) return;
      await call(paths.discard[0], paths.discard[1]);
      say('Draft discarded.', 'ok');
      window.location.reload();
    },
    async publish() {
      await save();
      await call('POST', paths.publish);
      setState('published');
      say('Published: visitors see it now.', 'ok');
      refreshPreview();
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

  async function run(name) {
    const buttons = form.querySelectorAll('.actions button, .share button');
    buttons.forEach((button) => (button.disabled = true));
    try {
      await actions[name]();
    } catch (error) {
      say(error.message, 'error');
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

  // Saved with Ctrl/Cmd+S like a document.
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 's') {
      event.preventDefault();
      run('save');
    }
  });

  const language = document.getElementById('language');
  if (language) language.addEventListener('change', () => (window.location.href = language.value));

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
})();
