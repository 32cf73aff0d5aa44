import type { IconProps } from './icon.tsx'

export const IconPix = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <g fill="#32BCAD">
      <path d="M17.4 17.2a3 3 0 0 1-2.1-.9l-3-3a.6.6 0 0 0-.8 0l-3 3a3 3 0 0 1-2.2.9H5.7l3.9 3.9a3.1 3.1 0 0 0 4.4 0l3.9-3.9z" />
      <path d="M6.3 6.8a3 3 0 0 1 2.2.9l3 3a.6.6 0 0 0 .8 0l3-3a3 3 0 0 1 2.1-.9h.4L14 2.9a3.1 3.1 0 0 0-4.4 0L5.7 6.8z" />
      <path d="m21.1 9.8-2.4-2.4h-1.3a2 2 0 0 0-1.5.6l-3 3a1.5 1.5 0 0 1-2.1 0l-3-3a2 2 0 0 0-1.5-.6H5.1L2.9 9.8a3.1 3.1 0 0 0 0 4.4l2.2 2.2h1.2a2 2 0 0 0 1.5-.6l3-3a1.5 1.5 0 0 1 2.1 0l3 3a2 2 0 0 0 1.5.6h1.3l2.4-2.4a3.1 3.1 0 0 0 0-4.4" />
    </g>
  </svg>
)
