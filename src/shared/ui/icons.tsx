import type { ReactNode, SVGProps } from 'react'

/**
 * The few icons the app needs, drawn inline: no icon package, no network request, and each one
 * costs a few hundred bytes. Decorative by default (aria-hidden); give the surrounding control the name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string
}

function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}

export const IconWallet = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <path d="M4 7v11a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2" />
    <path d="M16 14h.01" />
  </Icon>
)

export const IconPlus = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)

export const IconArrowDown = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8.5 12.5 12 16l3.5-3.5" />
  </Icon>
)

export const IconArrowUp = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16V8M8.5 11.5 12 8l3.5 3.5" />
  </Icon>
)

export const IconLogout = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </Icon>
)

export const IconChevronDown = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

export const IconTarget = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
)

export const IconCoins = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.7-2.7-3-6-3" />
  </Icon>
)

export const IconHeadset = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20a3 3 0 0 1-3 2h-3" />
  </Icon>
)

export const IconGrid = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </Icon>
)

export const IconSun = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v1M12 20v1M3 12h1M20 12h1M5.6 5.6l.7.7M17.7 17.7l.7.7M5.6 18.4l.7-.7M17.7 6.3l.7-.7" />
  </Icon>
)

export const IconMoon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3a7 7 0 0 0 9 9 9 9 0 1 1-9-9" />
  </Icon>
)

export const IconDeviceDesktop = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M7 20h10M9 16v4M15 16v4" />
  </Icon>
)

export const IconHome = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12H3l9-9 9 9h-2" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    <path d="M9 21v-6h6v6" />
  </Icon>
)

export const IconTools = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 21h4L20 8a2.8 2.8 0 0 0-4-4L3 17v4" />
    <path d="m14.5 5.5 4 4" />
  </Icon>
)

export const IconAlert = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  </Icon>
)

export const IconWhatsapp = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 21 1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
    <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
  </Icon>
)

export const IconTelegram = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 10-4 4 6 6 4-16-18 7 4 2 2 6 3-4" />
  </Icon>
)

export const IconShieldLock = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />
    <rect x="9" y="11" width="6" height="5" rx="1" />
    <path d="M10 11V9.5a2 2 0 0 1 4 0V11" />
  </Icon>
)

export const IconCheck = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12 5 5L20 7" />
  </Icon>
)

/** The age notice as a badge: a circle with "18+". */
export const IconAdultsOnly = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <text
      x="12"
      y="15.6"
      textAnchor="middle"
      fontSize="9.5"
      fontWeight="700"
      fontFamily="system-ui, sans-serif"
      fill="currentColor"
    >
      18+
    </text>
  </svg>
)

/** The PIX mark (Banco Central's instant payments): a teal diamond of four rounded arms. */
export const IconPix = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <g fill="#32BCAD">
      <path d="M17.4 17.2a3 3 0 0 1-2.1-.9l-3-3a.6.6 0 0 0-.8 0l-3 3a3 3 0 0 1-2.2.9H5.7l3.9 3.9a3.1 3.1 0 0 0 4.4 0l3.9-3.9z" />
      <path d="M6.3 6.8a3 3 0 0 1 2.2.9l3 3a.6.6 0 0 0 .8 0l3-3a3 3 0 0 1 2.1-.9h.4L14 2.9a3.1 3.1 0 0 0-4.4 0L5.7 6.8z" />
      <path d="m21.1 9.8-2.4-2.4h-1.3a2 2 0 0 0-1.5.6l-3 3a1.5 1.5 0 0 1-2.1 0l-3-3a2 2 0 0 0-1.5-.6H5.1L2.9 9.8a3.1 3.1 0 0 0 0 4.4l2.2 2.2h1.2a2 2 0 0 0 1.5-.6l3-3a1.5 1.5 0 0 1 2.1 0l3 3a2 2 0 0 0 1.5.6h1.3l2.4-2.4a3.1 3.1 0 0 0 0-4.4" />
    </g>
  </svg>
)
