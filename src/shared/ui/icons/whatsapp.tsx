import { Icon, type IconProps } from './icon.tsx'

export const IconWhatsapp = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 21 1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
    <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
  </Icon>
)
