import { Icon, type IconProps } from './icon.tsx'

export const IconSearch = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7" />
    <path d="m21 21-6-6" />
  </Icon>
)
