import type { FaqDocument } from './types.ts'

const document: FaqDocument = {
  categories: [
    {
      id: 'depositos',
      title: 'Depósitos',
      entries: [
        {
          id: 'como-depositar',
          question: '¿Cómo hago un depósito?',
          answer:
            'Abre Depositar, elige el importe y paga el código PIX (código QR o copiar y pegar) en la app de tu banco. El saldo se acredita en cuanto el banco lo confirma.',
        },
        {
          id: 'deposito-limites',
          question: '¿Cuál es el depósito mínimo y máximo?',
          answer: 'El depósito mínimo es de {minDeposit} y el máximo de {maxDeposit} por operación.',
        },
        {
          id: 'deposito-nao-caiu',
          question: 'Pagué el PIX y el saldo no apareció. ¿Y ahora?',
          answer:
            'La confirmación suele tardar segundos. Si pasan más de 10 minutos, contacta al soporte indicando el importe y la hora del pago.',
        },
      ],
    },
    {
      id: 'saques',
      title: 'Retiros',
      entries: [
        {
          id: 'como-sacar',
          question: '¿Cómo hago un retiro?',
          answer:
            'Abre Retirar, indica el importe y tu clave PIX (CPF, teléfono, correo o clave aleatoria) y confirma. La clave debe ser del titular de la cuenta.',
        },
        {
          id: 'saque-limites',
          question: '¿Cuál es el retiro mínimo y máximo?',
          answer: 'El retiro mínimo es de {minWithdraw} y el máximo de {maxWithdraw} por solicitud.',
        },
        {
          id: 'saque-prazo',
          question: '¿Cuánto tarda un retiro?',
          answer:
            'La mayoría de los retiros se pagan en minutos. Los retiros en análisis de seguridad pueden tardar hasta 24 horas.',
        },
      ],
    },
    {
      id: 'conta',
      title: 'Cuenta',
      entries: [
        {
          id: 'uma-conta',
          question: '¿Puedo tener más de una cuenta?',
          answer: 'No. {software} permite una cuenta por persona; las cuentas duplicadas se cierran.',
        },
        {
          id: 'esqueci-senha',
          question: 'Olvidé mi contraseña. ¿Cómo la recupero?',
          answer:
            'En la pantalla de inicio de sesión, toca "¿Olvidaste tu contraseña?" y sigue el enlace enviado a tu correo.',
        },
        {
          id: 'dados',
          question: '¿Cómo cambio mis datos?',
          answer:
            'En Perfil, en la página de datos personales, actualizas teléfono, dirección y clave PIX. El correo y el CPF solo cambian a través del soporte.',
        },
      ],
    },
    {
      id: 'bonus',
      title: 'Bonos',
      entries: [
        {
          id: 'boas-vindas',
          question: '¿Cómo funciona el bono de bienvenida?',
          answer:
            'En el primer depósito recibes el {bonusPercent}% del importe como bono, hasta {maxBonus}, si aceptas la oferta al depositar.',
        },
        {
          id: 'rollover',
          question: '¿Qué es el rollover?',
          answer:
            'Es el volumen de apuestas necesario para retirar un bono: {rollover} veces el importe del bono. El progreso aparece en la Vista General de la billetera.',
        },
        {
          id: 'roleta',
          question: '¿Cómo recibo el premio de la ruleta?',
          answer:
            'Gira la ruleta de la página de premios, toca reclamar y completa el registro: el premio entra como bono en tu billetera.',
        },
      ],
    },
    {
      id: 'jogo-responsavel',
      title: 'Juego responsable',
      entries: [
        {
          id: 'limites',
          question: '¿Cómo controlo cuánto juego?',
          answer:
            'Define un presupuesto antes de jugar y detente al alcanzarlo. El juego es diversión, no una forma de ganar dinero.',
        },
        {
          id: 'pausa',
          question: '¿Puedo pausar o cerrar mi cuenta?',
          answer:
            'Sí. Pide al soporte una pausa temporal o la autoexclusión; durante ese período la cuenta queda bloqueada para apuestas.',
        },
        {
          id: 'menores',
          question: '¿Pueden jugar los menores de edad?',
          answer: 'No. El juego está prohibido para menores de 18 años, y las cuentas de menores se cierran.',
        },
      ],
    },
  ],
}

export default document
