import type { IconProps } from './icon.tsx'

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
