import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in cs. */
export default {
  'web.portal.managedLocation.notice':
    'Tuto pobočku spravujete pro jiného zákazníka. Vidíte zde jeho rezervace a faktury; změny může provádět jen on sám.',
  'web.auth.login.newCustomer':
    'Jste tu noví? Po první rezervaci vám e-mailem pošleme odkaz pro nastavení hesla.',
} satisfies Record<keyof typeof english, string>;
