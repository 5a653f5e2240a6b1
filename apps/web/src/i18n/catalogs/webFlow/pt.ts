import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in pt. */
export default {
  'web.flow.loading': 'A carregar…',
  'web.flow.priceHint': 'Escolha uma data de entrada e um período de faturação para ver o preço.',
  'web.flow.priceError': 'Não foi possível calcular o preço. Tente novamente mais tarde.',
  'web.flow.runningTotal.details': 'Ver os detalhes do preço',
  'web.flow.unitSelection.title': 'Escolha o seu espaço de armazenamento',
  'web.flow.unitSelection.loading': 'A carregar os espaços de armazenamento…',
  'web.flow.unitSelection.loadError': 'Não foi possível carregar os espaços de armazenamento.',
  'web.flow.interest.title': 'Esgotado? Registe o seu interesse',
  'web.flow.interest.intro':
    'Deixe os seus dados e entraremos em contacto consigo assim que um espaço deste tipo ficar livre.',
  'web.flow.interest.open': 'Registar interesse em {name}',
  'web.flow.unitType.title': 'A preparar a sua reserva',
  'web.flow.unitType.loading': 'A carregar o espaço de armazenamento…',
  'web.flow.unitType.loadError': 'Não foi possível carregar o espaço de armazenamento.',
  'web.flow.options.title': 'Opções para {name}',
  'web.flow.options.changeUnitType': 'Escolher outro espaço',
  'web.flow.options.moveInDate.heading': 'A partir de quando precisa do espaço?',
  'web.flow.options.billingPeriod.heading': 'Como pretende ser faturado?',
  'web.flow.options.insurance.heading': 'Escolha um seguro para os seus bens',
  'web.flow.options.products.heading': 'Precisa de mais alguma coisa?',
  'web.flow.options.checkingAvailability': 'A verificar a disponibilidade…',
  'web.flow.options.loadError': 'Não foi possível carregar estas opções.',
  'web.flow.options.continue': 'Continuar para o cesto',
  'web.flow.options.planChange.removed':
    '{name} não está disponível com o plano «{plan}» e foi removido da sua reserva.',
  'web.flow.options.discountRemoved':
    'O código de desconto {code} foi removido porque as suas opções mudaram. Pode introduzi-lo novamente no cesto.',
  'web.flow.options.preview.needsScript':
    'Ative o JavaScript no seu navegador para escolher as suas opções e reservar online.',
  'web.flow.options.preview.moveInWindow': 'Pode mudar-se em qualquer dia de {first} a {last}.',
  'web.flow.basket.title': 'O seu cesto',
  'web.flow.basket.changeOptions': 'Alterar as opções',
  'web.flow.basket.continue': 'Continuar para os seus dados',
  'web.flow.notAvailable.title': 'Indisponível nesta data',
  'web.flow.notAvailable.text': 'Lamentamos, mas {name} não está disponível a partir de {date}.',
  'web.flow.notAvailable.textWithoutName':
    'Lamentamos, mas este espaço de armazenamento não está disponível a partir de {date}.',
  'web.flow.notAvailable.nextDate': 'A próxima data livre é {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Entrar a {date}',
  'web.flow.notAvailable.chooseDate': 'Escolher outra data',
  'web.flow.notAvailable.chooseUnitType': 'Escolher outro espaço',
  'web.flow.notAvailable.alternatives': 'Outros espaços de armazenamento neste local',
  'web.flow.customer.back': 'Voltar ao cesto',
  'web.flow.customer.loadError': 'Não foi possível carregar a lista de países.',
  'web.flow.customer.submitError': 'Não foi possível enviar a sua reserva. Tente novamente.',
  'web.flow.continue.title': 'A retomar a sua reserva',
} satisfies Record<keyof typeof english, string>;
