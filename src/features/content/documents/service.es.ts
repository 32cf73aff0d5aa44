import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'aceitacao',
      title: '1. Aceptación de los términos',
      paragraphs: [
        'Estos Términos de Servicio rigen el uso del sitio y de los servicios de {software}. Al crear una cuenta o usar cualquier servicio, declaras que has leído, entendido y aceptado íntegramente estos términos.',
        'Si no estás de acuerdo con alguna condición, no crees una cuenta ni uses los servicios.',
      ],
    },
    {
      id: 'definicoes',
      title: '2. Definiciones',
      paragraphs: [
        '"{software}", "nosotros" y "plataforma" designan al operador de este sitio. "Jugador" o "tú" designa a la persona titular de una cuenta. "Saldo" es el importe en reales disponible en la billetera; "bono" es el crédito promocional sujeto a rollover.',
      ],
    },
    {
      id: 'elegibilidade',
      title: '3. Elegibilidad: mayores de 18 años',
      paragraphs: [
        'Solo pueden usar los servicios las personas de 18 años o más, residentes en Brasil y legalmente capaces. Está prohibido el registro de menores de edad.',
        'Podemos pedir documentos que prueben la edad en cualquier momento; la cuenta de quien no tenga 18 años cumplidos se cerrará y se devolverán los depósitos, sin las ganancias.',
      ],
    },
    {
      id: 'cadastro',
      title: '4. Registro',
      paragraphs: [
        'El registro exige nombre completo, CPF, correo electrónico, teléfono y una contraseña. Los datos deben ser verdaderos, completos y mantenerse actualizados.',
        'Eres responsable de guardar tu contraseña y de toda la actividad realizada con tu cuenta.',
      ],
    },
    {
      id: 'conta-unica',
      title: '5. Una cuenta por persona',
      paragraphs: [
        'Cada persona puede tener solo una cuenta en {software}. Las cuentas duplicadas, de terceros o creadas para aprovechar una promoción más de una vez serán cerradas.',
        'En esos casos, los bonos y ganancias obtenidos con las cuentas duplicadas pueden cancelarse.',
      ],
    },
    {
      id: 'verificacao',
      title: '6. Verificación de identidad',
      paragraphs: [
        'Para proteger a los jugadores y cumplir la ley, podemos verificar tu identidad, tu CPF y la titularidad de las claves PIX que uses, antes o después de un retiro.',
        'Mientras la verificación no termine, los retiros pueden quedar en análisis.',
      ],
    },
    {
      id: 'depositos',
      title: '7. Depósitos',
      paragraphs: [
        'Los depósitos se hacen por PIX, en reales, desde una cuenta de la misma titularidad del jugador. El depósito mínimo es de {minDeposit} y el máximo de {maxDeposit} por operación.',
        'El importe se acredita en cuanto el banco confirma el pago.',
      ],
    },
    {
      id: 'saques',
      title: '8. Retiros',
      paragraphs: [
        'Los retiros se pagan por PIX a una clave de la misma titularidad del jugador. El retiro mínimo es de {minWithdraw} y el máximo de {maxWithdraw} por solicitud.',
        'El importe de bono y el saldo aún sujeto a rollover no pueden retirarse hasta cumplir el rollover.',
      ],
    },
    {
      id: 'bonus',
      title: '9. Bonos y promociones',
      paragraphs: [
        'Los bonos y promociones siguen los Términos de Bonos y las reglas de cada oferta. El bono de bienvenida es del {bonusPercent}% del primer depósito, hasta {maxBonus}.',
        'Podemos cancelar bonos obtenidos con abuso, fraude o cuentas duplicadas.',
      ],
    },
    {
      id: 'jogo-responsavel',
      title: '10. Juego responsable',
      paragraphs: [
        'Juega con responsabilidad: las apuestas son entretenimiento, no una fuente de ingresos. Define límites de tiempo y de dinero y nunca apuestes lo que no puedes perder.',
        'Puedes pedir al soporte una pausa o la autoexclusión de tu cuenta en cualquier momento.',
      ],
    },
    {
      id: 'jogo-justo',
      title: '11. Juego limpio',
      paragraphs: [
        'Los juegos usan generadores de números aleatorios auditados por sus proveedores. El resultado registrado en nuestros sistemas prevalece sobre lo mostrado en pantalla en caso de discrepancia.',
      ],
    },
    {
      id: 'condutas-proibidas',
      title: '12. Conductas prohibidas',
      paragraphs: [
        'Está prohibido usar robots, fallos de software, colusión entre jugadores, lavado de dinero, medios de pago de terceros o cualquier fraude.',
        'Las sospechas de estas conductas pueden comunicarse a las autoridades competentes.',
      ],
    },
    {
      id: 'suspensao',
      title: '13. Suspensión y cierre',
      paragraphs: [
        'Podemos suspender o cerrar una cuenta que incumpla estos términos. Puedes cerrar tu cuenta cuando quieras a través del soporte; el saldo retirable se pagará por los medios habituales.',
      ],
    },
    {
      id: 'responsabilidade',
      title: '14. Limitación de responsabilidad',
      paragraphs: [
        '{software} no responde por fallos de conexión, de los equipos del jugador o de terceros fuera de nuestro control. Las rondas interrumpidas se resuelven según las reglas de cada juego.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '15. Propiedad intelectual',
      paragraphs: [
        'Las marcas, logotipos, textos y programas del sitio pertenecen a {software} o a sus proveedores y no pueden copiarse sin autorización.',
      ],
    },
    {
      id: 'privacidade',
      title: '16. Privacidad y datos personales',
      paragraphs: [
        'Tratamos tus datos personales conforme a la Ley General de Protección de Datos de Brasil (LGPD) y a nuestra Política de Privacidad.',
      ],
    },
    {
      id: 'comunicacoes',
      title: '17. Comunicaciones',
      paragraphs: [
        'Podemos enviar avisos sobre tu cuenta por correo electrónico, teléfono o en el propio sitio. Los mensajes promocionales solo se envían con tu consentimiento, que puedes retirar en cualquier momento.',
      ],
    },
    {
      id: 'alteracoes',
      title: '18. Cambios en los términos',
      paragraphs: [
        'Estos términos pueden cambiar. La versión vigente es siempre la publicada en esta página; los cambios relevantes se avisan antes de aplicarse, y el uso continuado implica aceptación.',
      ],
    },
    {
      id: 'reclamacoes',
      title: '19. Reclamaciones',
      paragraphs: [
        'Las reclamaciones deben enviarse al soporte, que responde en un plazo de 5 días hábiles. Guarda el número de atención para seguir el caso.',
      ],
    },
    {
      id: 'legislacao',
      title: '20. Legislación aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes de la República Federativa de Brasil. Las disputas se resuelven en los tribunales del domicilio del jugador.',
      ],
    },
    {
      id: 'contato',
      title: '21. Contacto',
      paragraphs: [
        'El soporte de {software} atiende las 24 horas del día, los 7 días de la semana, por los canales de la página de Soporte.',
      ],
    },
  ],
}

export default document
