import type { LegalDocument } from './types.ts'

const document: LegalDocument = {
  sections: [
    {
      id: 'controlador',
      title: '1. Quién trata tus datos',
      paragraphs: [
        '{software} es el responsable de los datos personales tratados en este sitio, conforme a la Ley General de Protección de Datos Personales de Brasil (Ley 13.709/2018, LGPD).',
      ],
    },
    {
      id: 'dados-coletados',
      title: '2. Datos que recopilamos',
      paragraphs: [
        'Datos de registro (nombre, CPF, fecha de nacimiento, correo electrónico, teléfono, dirección), datos de pago (claves PIX, historial de depósitos y retiros), datos de uso (juegos, apuestas, accesos, dirección IP y dispositivo) y los mensajes intercambiados con el soporte.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para qué usamos los datos',
      paragraphs: [
        'Para crear y mantener tu cuenta, procesar pagos, verificar identidad y edad, prevenir fraudes y lavado de dinero, ofrecer soporte, cumplir obligaciones legales y, con tu consentimiento, enviar ofertas.',
      ],
    },
    {
      id: 'bases-legais',
      title: '4. Bases legales',
      paragraphs: [
        'Tratamos datos para ejecutar el contrato contigo, cumplir obligaciones legales y regulatorias, por nuestro interés legítimo en la seguridad de la plataforma y, cuando corresponda, con tu consentimiento.',
      ],
    },
    {
      id: 'compartilhamento',
      title: '5. Compartición',
      paragraphs: [
        'Compartimos datos solo con instituciones de pago, proveedores de juegos, prestadores de verificación de identidad y autoridades, cuando la ley lo exige. No vendemos datos personales.',
      ],
    },
    {
      id: 'armazenamento',
      title: '6. Almacenamiento y plazo',
      paragraphs: [
        'Guardamos los datos mientras la cuenta esté activa y, después, durante el plazo que exigen las leyes fiscales y de prevención del lavado de dinero.',
      ],
    },
    {
      id: 'direitos',
      title: '7. Tus derechos',
      paragraphs: [
        'Según la LGPD, puedes pedir la confirmación del tratamiento, el acceso, la corrección, la anonimización, la portabilidad y la eliminación de los datos, información sobre su compartición y la revocación del consentimiento.',
        'Haz tu pedido por los canales de la página de Soporte; respondemos en un plazo de 15 días.',
      ],
    },
    {
      id: 'cookies',
      title: '8. Cookies y almacenamiento local',
      paragraphs: [
        'Usamos cookies y el almacenamiento del navegador para mantener tu sesión, recordar idioma y tema y medir el uso del sitio. Puedes borrarlos en la configuración del navegador.',
      ],
    },
    {
      id: 'seguranca',
      title: '9. Seguridad',
      paragraphs: [
        'Protegemos los datos con conexiones cifradas, control de acceso y monitoreo. Nunca pedimos tu contraseña por correo electrónico o teléfono.',
      ],
    },
    {
      id: 'menores',
      title: '10. Menores de edad',
      paragraphs: [
        'Nuestros servicios son solo para mayores de 18 años. Los datos de menores identificados se eliminan.',
      ],
    },
    {
      id: 'alteracoes',
      title: '11. Cambios en esta política',
      paragraphs: ['Esta política puede actualizarse; la versión vigente es siempre la publicada en esta página.'],
    },
  ],
}

export default document
