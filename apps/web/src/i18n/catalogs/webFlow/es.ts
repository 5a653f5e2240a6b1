import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in es. */
export default {
  'web.flow.loading': 'Cargando…',
  'web.flow.priceHint': 'Elija una fecha de entrada y un periodo de facturación para ver el precio.',
  'web.flow.priceError': 'No se ha podido calcular el precio. Vuelva a intentarlo más tarde.',
  'web.flow.runningTotal.details': 'Ver el detalle del precio',
  'web.flow.unitSelection.title': 'Elija su trastero',
  'web.flow.unitSelection.loading': 'Cargando los trasteros…',
  'web.flow.unitSelection.loadError': 'No se han podido cargar los trasteros.',
  'web.flow.interest.title': '¿Agotado? Registre su interés',
  'web.flow.interest.intro':
    'Déjenos sus datos y nos pondremos en contacto con usted en cuanto quede libre un trastero de este tipo.',
  'web.flow.interest.open': 'Registrar interés en {name}',
  'web.flow.unitType.title': 'Preparando su reserva',
  'web.flow.unitType.loading': 'Cargando el trastero…',
  'web.flow.unitType.loadError': 'No se ha podido cargar el trastero.',
  'web.flow.options.title': 'Opciones para {name}',
  'web.flow.options.changeUnitType': 'Elegir otro trastero',
  'web.flow.options.moveInDate.heading': '¿A partir de qué fecha lo necesita?',
  'web.flow.options.billingPeriod.heading': '¿Cómo desea que se le facture?',
  'web.flow.options.insurance.heading': 'Elija un seguro para sus pertenencias',
  'web.flow.options.products.heading': '¿Necesita algo más?',
  'web.flow.options.checkingAvailability': 'Comprobando la disponibilidad…',
  'web.flow.options.loadError': 'No se han podido cargar estas opciones.',
  'web.flow.options.continue': 'Continuar a la cesta',
  'web.flow.options.planChange.removed':
    '{name} no se ofrece con el plan «{plan}» y se ha eliminado de su reserva.',
  'web.flow.options.discountRemoved':
    'Se ha eliminado el código de descuento {code} porque sus opciones han cambiado. Puede introducirlo de nuevo en la cesta.',
  'web.flow.options.preview.needsScript':
    'Activa JavaScript en tu navegador para elegir tus opciones y reservar en línea.',
  'web.flow.options.preview.moveInWindow': 'Puedes mudarte cualquier día del {first} al {last}.',
  'web.flow.basket.title': 'Su cesta',
  'web.flow.basket.changeOptions': 'Cambiar las opciones',
  'web.flow.basket.continue': 'Continuar con sus datos',
  'web.flow.notAvailable.title': 'No disponible en esta fecha',
  'web.flow.notAvailable.text': 'Lo sentimos, {name} no está disponible a partir del {date}.',
  'web.flow.notAvailable.textWithoutName':
    'Lo sentimos, este trastero no está disponible a partir del {date}.',
  'web.flow.notAvailable.nextDate': 'La próxima fecha libre es el {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Entrar el {date}',
  'web.flow.notAvailable.chooseDate': 'Elegir otra fecha',
  'web.flow.notAvailable.chooseUnitType': 'Elegir otro trastero',
  'web.flow.notAvailable.alternatives': 'Otros trasteros en este centro',
  'web.flow.customer.back': 'Volver a la cesta',
  'web.flow.customer.loadError': 'No se ha podido cargar la lista de países.',
  'web.flow.customer.submitError': 'No se ha podido enviar su reserva. Vuelva a intentarlo.',
  'web.flow.continue.title': 'Continuando con su reserva',
} satisfies Record<keyof typeof english, string>;
