import './styles.css'
import { startInWindow } from './app.ts'

void startInWindow(window)
