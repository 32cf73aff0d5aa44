import type { JSX, SVGProps } from 'react'
import type { AppLocale } from '@/shared/i18n/locales.ts'

/** Small flags for the language choice, drawn inline (no image requests). Decorative: the label names the language. */
type FlagProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> & { size?: number }

function frame(size: number) {
  // Square corners would look harsh next to rounded Mantine controls; a 2px radius matches them.
  return {
    width: size,
    height: Math.round((size * 2) / 3),
    'aria-hidden': true,
    focusable: false,
    style: { borderRadius: 2, flexShrink: 0 },
  } as const
}

export function FlagBrazil({ size = 24, ...rest }: FlagProps) {
  return (
    <svg viewBox="0 0 30 20" {...frame(size)} {...rest}>
      <rect width="30" height="20" fill="#009C3B" />
      <path d="M15 2.6 27 10 15 17.4 3 10z" fill="#FFDF00" />
      <circle cx="15" cy="10" r="4.3" fill="#002776" />
      <path d="M10.9 9.1c2.7-.8 5.6-.4 8 1.2" stroke="#fff" strokeWidth="0.8" fill="none" />
    </svg>
  )
}

export function FlagUnitedKingdom({ size = 24, ...rest }: FlagProps) {
  return (
    <svg viewBox="0 0 30 20" {...frame(size)} {...rest}>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </svg>
  )
}

export function FlagSpain({ size = 24, ...rest }: FlagProps) {
  return (
    <svg viewBox="0 0 30 20" {...frame(size)} {...rest}>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </svg>
  )
}

export const LOCALE_FLAGS: Record<AppLocale, (props: FlagProps) => JSX.Element> = {
  'pt-BR': FlagBrazil,
  en: FlagUnitedKingdom,
  es: FlagSpain,
}
