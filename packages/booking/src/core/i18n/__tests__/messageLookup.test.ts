import { describe, expect, it } from 'vitest';
import { createI18n, type MessageError } from '../createI18n';
import { loadCatalogs } from '../loadCatalog';

describe('Messages: server translation overrides key by key, then the language catalog, then English, then the key', () => {
  it('formats ICU messages of the language with its regional locale', async () => {
    const i18n = createI18n({ language: 'de', catalogs: await loadCatalogs('de') });
    expect(i18n.locale).toBe('de-DE');
    expect(i18n.t('formValidation.maxLength', { max: 50 })).toBe('Bitte geben Sie höchstens 50 Zeichen ein.');
    expect(i18n.t('consent.acceptAll')).toBe('Alle akzeptieren');
  });

  it('lets a server translation override one key and leaves the others', async () => {
    const i18n = createI18n({
      language: 'sv',
      catalogs: await loadCatalogs('sv'),
      serverMessages: { 'consent.acceptAll': 'Godkänn alla', 'unitTypes.title': 'Välj förråd' },
    });
    expect(i18n.t('consent.acceptAll')).toBe('Godkänn alla');
    expect(i18n.t('consent.saveSelected')).toBe('Spara val');
    expect(i18n.t('unitTypes.title')).toBe('Välj förråd');
  });

  it('falls back to English, then to the key', async () => {
    const catalogs = await loadCatalogs('fi');
    const i18n = createI18n({ language: 'fi', catalogs: { en: catalogs.en } });
    expect(i18n.t('booking.section.insurance')).toBe('Insurance');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.has('no.such.key')).toBe(false);
  });

  it('uses English when a message fails to parse, and reports it', async () => {
    const errors: MessageError[] = [];
    const i18n = createI18n({
      language: 'fr',
      catalogs: await loadCatalogs('fr'),
      serverMessages: { 'formValidation.maxLength': 'Au plus {max caractères' },
      onError: (error) => errors.push(error),
    });
    expect(i18n.t('formValidation.maxLength', { max: 10 })).toBe('Please enter no more than 10 characters.');
    expect(errors).toEqual([
      expect.objectContaining({
        key: 'formValidation.maxLength',
        language: 'fr',
        message: 'Au plus {max caractères',
      }),
    ]);
  });

  it('reports a broken message once, however often it is shown, also across formatters sharing `reported`', async () => {
    const errors: MessageError[] = [];
    const catalogs = await loadCatalogs('en');
    const reported = new Set<string>();
    const make = () =>
      createI18n({
        language: 'en',
        catalogs,
        serverMessages: { 'consent.acceptAll': 'Accept {all', 'consent.saveSelected': 'Save {it' },
        onError: (error) => errors.push(error),
        reported,
      });
    const first = make();
    for (let render = 0; render < 5; render += 1) {
      expect(first.t('consent.acceptAll')).toBe('Accept all');
      expect(first.t('consent.saveSelected')).toBe('Save selection');
    }
    // A new formatter (the next language or translation change) does not report them again.
    expect(make().t('consent.acceptAll')).toBe('Accept all');
    expect(errors.map((error) => error.key)).toEqual(['consent.acceptAll', 'consent.saveSelected']);

    // Without a shared set, each formatter still reports each failure once.
    const own: MessageError[] = [];
    const alone = createI18n({
      language: 'en',
      catalogs,
      serverMessages: { 'consent.acceptAll': 'Accept {all' },
      onError: (error) => own.push(error),
    });
    alone.t('consent.acceptAll');
    alone.t('consent.acceptAll');
    expect(own).toHaveLength(1);
  });

  it('uses English when a message fails to format', async () => {
    const errors: MessageError[] = [];
    const i18n = createI18n({
      language: 'nl',
      catalogs: await loadCatalogs('nl'),
      serverMessages: { 'formValidation.minDate': 'Kies {day} of later.' },
      onError: (error) => errors.push(error),
    });
    expect(i18n.t('formValidation.minDate', { date: '10-03-2025' })).toBe(
      'Please choose 10-03-2025 or a later date.',
    );
    expect(errors).toHaveLength(1);
  });

  it('returns plain text: markup in a message stays literal, values are not interpreted', async () => {
    const i18n = createI18n({
      language: 'en',
      catalogs: await loadCatalogs('en'),
      serverMessages: { greeting: 'Hello <b>{name}</b><img src=x onerror=alert(1)>' },
    });
    expect(i18n.t('greeting', { name: '<script>x</script>' })).toBe(
      'Hello <b><script>x</script></b><img src=x onerror=alert(1)>',
    );
  });
});
