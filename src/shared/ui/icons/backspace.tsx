import { Icon, type IconProps } from './icon.tsx'

export const IconBackspace = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 6H9l-6 6 6 6h11a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1z" />
    <path d="m12 10 4 4M16 10l-4 4" />
  </Icon>
)
