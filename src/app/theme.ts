import { createTheme, type MantineColorsTuple } from '@mantine/core'

// Jogada green. The primary shade (8) carries white labels at 5.5:1 and shade 9, the light
// variant's text, reads at 6:1 on its pale background: WCAG AA both (axe checks it in e2e and stories).
const jogada: MantineColorsTuple = [
  '#e6fbef', '#d2f3e0', '#a6e6c1', '#76d8a0', '#4fcc84', '#35c572', '#24c168', '#0f9c4f', '#007a3a', '#006b33',
]

export const theme = createTheme({
  primaryColor: 'jogada',
  primaryShade: { light: 8, dark: 8 },
  colors: { jogada },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects, not Modal.extend(): importing Modal and Drawer here would pull them (and their
  // scroll lock and transitions) into the entry chunk, while the app loads them lazily.
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    Drawer: { defaultProps: { radius: 0 } },
  },
})
