import { Icon, type IconProps } from './icon.tsx'

/** Filled when `filled` (a favorite), outlined otherwise. */
export const IconHeart = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M19.5 12.6 12 20l-7.5-7.4A5 5 0 0 1 12 6a5 5 0 0 1 7.5 6.6z" />
  </Icon>
)
