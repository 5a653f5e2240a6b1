import type english from './en';

/** Portuguese messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'A sua identidade já está verificada connosco, por isso esta reserva não precisa de verificação de identidade.',
  'ui.portal.notificationPreferences.title': 'Notificações',
  'ui.portal.notificationPreferences.intro': 'Escolha que mensagens lhe enviamos e como.',
  'ui.portal.notificationPreferences.caption': 'Notificações por canal',
  'ui.portal.notificationPreferences.kind': 'Mensagem',
  'ui.portal.notificationPreferences.email': 'E-mail',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Faturas',
  'ui.portal.notificationPreferences.reminders': 'Lembretes',
  'ui.portal.notificationPreferences.news': 'Novidades e ofertas',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Faturas por e-mail',
  'ui.portal.notificationPreferences.remindersByEmail': 'Lembretes por e-mail',
  'ui.portal.notificationPreferences.newsByEmail': 'Novidades e ofertas por e-mail',
  'ui.portal.notificationPreferences.invoicesBySms': 'Faturas por SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Lembretes por SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Novidades e ofertas por SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Novidades e ofertas são marketing: ao ativá-las dá o seu consentimento a mensagens de marketing; ao desativá-las em todos os canais retira-o.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'As mensagens por SMS precisam de um número de telefone nos seus dados de cliente.',
  'ui.portal.notificationPreferences.save': 'Guardar',
  'ui.portal.notificationPreferences.saving': 'A guardar…',
  'ui.portal.notificationPreferences.saved': 'As suas preferências de notificação foram guardadas.',
  'ui.portal.notificationPreferences.saveFailed':
    'Não foi possível guardar as suas alterações. Continuam aqui: tente novamente.',
  'ui.portal.notificationPreferences.loadFailed':
    'Não foi possível carregar as suas preferências de notificação.',
  'ui.portal.notificationPreferences.retry': 'Tentar novamente',
} as const satisfies Record<keyof typeof english, string>;
